import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Become an operator" };

export { OperatorAcceptScreen as Component } from "@web/features/security/operator-accept-screen";
export { operatorAcceptLoader as loader } from "@web/features/security/operator-accept-loader";
