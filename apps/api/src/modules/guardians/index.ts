export { guardianWithdrawUrl } from "./guardian-links";
