import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Privacy Policy" };

export { PrivacyPolicy as Component } from "@web/features/legal/privacy-policy";
