import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Account" };

export { AccountScreen as Component } from "@web/features/operator-console/account-screen";
export { accountLoader as loader } from "@web/features/operator-console/account-loader";
