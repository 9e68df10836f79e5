export { authRoutes } from "./auth-routes";
