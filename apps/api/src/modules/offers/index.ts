export { offerRoutes } from "./offer-routes";
export { OfferExpiryWorker } from "./offer-expiry";
export { createOffer } from "./create-offer";
export { actOnOffer } from "./offer-actions";
export { guardianOfferRoutes } from "./guardian-offer-routes";
export { GuardianWorker } from "./guardian-workers";
