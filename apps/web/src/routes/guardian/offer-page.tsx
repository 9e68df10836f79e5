import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Confirm an offer" };

export { GuardianOfferScreen as Component } from "@web/features/guardian/offer-screen";
export { offerLoader as loader } from "@web/features/guardian/guardian-loaders";
