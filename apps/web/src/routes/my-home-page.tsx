import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Home" };

export { MyHomeScreen as Component } from "@web/features/my-home/my-home-screen";
export { myHomeLoader as loader } from "@web/features/my-home/my-home-loader";
