import type { RouteHandle } from "../../components/layout/document-title";

export const handle: RouteHandle = { title: "Athlete profile" };

export { CreateProfileScreen as Component } from "../../features/athlete-onboarding/create-profile/create-profile-screen";
export { savedProfileLoader as loader } from "../../features/athlete-onboarding/onboarding-loaders";
