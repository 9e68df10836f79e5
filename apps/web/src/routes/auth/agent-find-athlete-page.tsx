import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Invite an athlete" };

export { FindAthleteScreen as Component } from "../../features/agent/find-athlete-screen";
