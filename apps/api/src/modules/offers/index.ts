export { offerRoutes } from "./offer-routes";
export { OfferExpiryWorker } from "./offer-expiry";
export { createOffer } from "./create-offer";
export { actOnOffer } from "./offer-actions";
