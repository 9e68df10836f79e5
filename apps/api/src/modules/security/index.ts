export { sessionRoutes } from "./session-routes";
export { totpRoutes } from "./totp-routes";
export { enableTotpWithSecret } from "./totp-service";
export { otpauthUrl } from "./totp-codes";
