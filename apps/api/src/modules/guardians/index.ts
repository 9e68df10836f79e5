export { guardianWithdrawUrl } from "./guardian-links";
export { guardianRoutes } from "./guardian-routes";
export { GUARDIAN_EMAIL_KINDS, requestGuardianConsent } from "./guardian-requests";
export { guardianMayViewFile } from "./guardian-files";
