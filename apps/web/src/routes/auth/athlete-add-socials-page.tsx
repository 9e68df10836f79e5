import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete social links" };

export { SocialsScreen as Component } from "../../features/athlete-onboarding/socials/socials-screen";
export { savedProfileLoader as loader } from "../../features/athlete-onboarding/onboarding-loaders";
