export { serviceRoutes } from "./service-routes";
