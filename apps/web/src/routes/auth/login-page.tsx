import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Log in" };

export { LoginScreen as Component } from "@web/features/auth/login/login-screen";
// Comes with the screen's chunk: the API client for /api/auth stays off the other screens'
// first load (docs/decisions/0038).
export { providersLoader as loader } from "@web/features/auth/auth-loaders";
