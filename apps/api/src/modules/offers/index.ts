export { offerRoutes } from "./offer-routes";
export { OfferExpiryWorker } from "./offer-expiry";
