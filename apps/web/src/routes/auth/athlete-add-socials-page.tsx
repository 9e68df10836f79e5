import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete social links" };

export { SocialsScreen as Component } from "@web/features/athlete-onboarding/socials/socials-screen";
export { savedProfileLoader as loader } from "@web/features/athlete-onboarding/onboarding-loaders";
