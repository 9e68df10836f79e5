import type { RouteHandle } from "../components/layout/document-title";

export const handle: RouteHandle = { title: "Page not found" };

/** Any address the router does not know: say so plainly and offer the two useful ways out. */
export { NotFound as Component } from "../components/layout/not-found";
