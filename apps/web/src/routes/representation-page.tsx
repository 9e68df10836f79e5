import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Representation" };

export { RepresentationScreen as Component } from "@web/features/representation/representation-screen";
export { representationLoader as loader } from "@web/features/representation/representation-loader";
