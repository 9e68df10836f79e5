import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Operators" };

export { TeamScreen as Component } from "@web/features/operator-console/team-screen";
export { teamLoader as loader } from "@web/features/operator-console/team-loader";
