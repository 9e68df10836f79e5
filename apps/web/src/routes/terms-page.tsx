import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Terms of Use" };

export { TermsOfUse as Component } from "@web/features/legal/terms-of-use";
