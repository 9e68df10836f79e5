export { registrationRoutes } from "./registration-routes";
