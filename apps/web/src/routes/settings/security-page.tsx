import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Security" };

export { SecurityScreen as Component } from "@web/features/security/security-screen";
export { securityLoader as loader } from "@web/features/security/security-loader";
