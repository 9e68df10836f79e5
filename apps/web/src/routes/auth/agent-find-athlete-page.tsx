import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Invite an athlete" };

export { FindAthleteScreen as Component } from "@web/features/agent/find-athlete-screen";
