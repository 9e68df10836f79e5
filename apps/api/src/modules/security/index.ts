export { sessionRoutes } from "./session-routes";
export { totpRoutes } from "./totp-routes";
