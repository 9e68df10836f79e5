import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete profile" };

export { ProfileScreen as Component } from "@web/features/athlete-search/profile-screen";
export { profileLoader as loader } from "@web/features/athlete-search/profile-loader";
