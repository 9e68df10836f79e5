import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = {
  // Who the offer is with once it is in; tabs and screen readers tell offers apart.
  title: (data) =>
    typeof data === "object" && data !== null && "offer" in data
      ? `Offer: ${(data as { offer: { service: { name: string } } }).offer.service.name}`
      : "Offer",
};

export { OfferScreen as Component } from "@web/features/offers/offer-screen";
export { offerLoader as loader } from "@web/features/offers/offer-loader";
