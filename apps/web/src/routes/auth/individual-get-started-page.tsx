import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Individual get started" };

export { IndividualGetStartedScreen as Component } from "../../features/business-individual-onboarding/get-started/get-started-screens";
export { individualGetStartedLoader as loader } from "../../features/business-individual-onboarding/onboarding-loaders";
