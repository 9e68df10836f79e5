export { eraseTooYoungAccount } from "./account-deletion";
export { accountRoutes } from "./account-routes";
export { credentialRoutes } from "./credential-routes";
export { registrationRoutes } from "./registration-routes";
