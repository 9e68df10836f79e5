import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Individual get started" };

export { IndividualGetStartedScreen as Component } from "@web/features/business-individual-onboarding/get-started/get-started-screens";
export { individualGetStartedLoader as loader } from "@web/features/business-individual-onboarding/onboarding-loaders";
