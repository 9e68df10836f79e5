import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Find athletes" };

export { SearchScreen as Component } from "@web/features/athlete-search/search-screen";
export { searchLoader as loader } from "@web/features/athlete-search/search-loader";
