import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Withdraw your consent" };

export { WithdrawScreen as Component } from "@web/features/guardian/withdraw-screen";
export { withdrawLoader as loader } from "@web/features/guardian/guardian-loaders";
