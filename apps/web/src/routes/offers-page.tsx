import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Offers" };

export { InboxScreen as Component } from "@web/features/offers/inbox-screen";
export { inboxLoader as loader } from "@web/features/offers/inbox-loader";
