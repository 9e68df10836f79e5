import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete get started" };

export { GetStartedScreen as Component } from "../../features/athlete-onboarding/get-started/get-started-screen";
export { getStartedLoader as loader } from "../../features/athlete-onboarding/onboarding-loaders";
