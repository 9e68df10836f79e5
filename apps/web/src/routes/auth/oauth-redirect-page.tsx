import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Signing you in" };

export { OAuthRedirect as Component } from "../../features/auth/oauth-redirect";
