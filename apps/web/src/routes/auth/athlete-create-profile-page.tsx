import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete profile" };

export { CreateProfileScreen as Component } from "@web/features/athlete-onboarding/create-profile/create-profile-screen";
export { savedProfileLoader as loader } from "@web/features/athlete-onboarding/onboarding-loaders";
