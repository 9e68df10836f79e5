import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Business get started" };

export { BusinessGetStartedScreen as Component } from "../../features/business-individual-onboarding/get-started/get-started-screens";
export { businessGetStartedLoader as loader } from "../../features/business-individual-onboarding/onboarding-loaders";
