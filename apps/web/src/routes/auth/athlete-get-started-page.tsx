import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete get started" };

export { GetStartedScreen as Component } from "@web/features/athlete-onboarding/get-started/get-started-screen";
export { getStartedLoader as loader } from "@web/features/athlete-onboarding/onboarding-loaders";
