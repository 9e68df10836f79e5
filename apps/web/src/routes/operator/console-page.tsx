import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Operator console" };

export { WaitingListScreen as Component } from "@web/features/operator-console/waiting-list-screen";
export { waitingListLoader as loader } from "@web/features/operator-console/waiting-list-loader";
