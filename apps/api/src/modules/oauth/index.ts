export { oauthRoutes } from "./oauth-routes";
