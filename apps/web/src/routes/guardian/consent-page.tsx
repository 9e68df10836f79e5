import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "A parent or guardian's consent" };

export { ConsentScreen as Component } from "@web/features/guardian/consent-screen";
export { consentLoader as loader } from "@web/features/guardian/guardian-loaders";
