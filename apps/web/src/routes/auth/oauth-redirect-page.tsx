import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Signing you in" };

export { OAuthRedirect as Component } from "@web/features/auth/oauth-redirect";
