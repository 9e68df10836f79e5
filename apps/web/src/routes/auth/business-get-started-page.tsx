import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Business get started" };

export { BusinessGetStartedScreen as Component } from "@web/features/business-individual-onboarding/get-started/get-started-screens";
export { businessGetStartedLoader as loader } from "@web/features/business-individual-onboarding/onboarding-loaders";
