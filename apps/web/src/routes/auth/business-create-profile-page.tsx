import type { RouteHandle } from "../../components/layout/document-title";
import { createProfileLoader } from "../../features/business-individual-onboarding/onboarding-loaders";

export const handle: RouteHandle = { title: "Business profile" };

export const loader = createProfileLoader("business");

export { BusinessCreateProfileScreen as Component } from "../../features/business-individual-onboarding/create-profile/create-profile-screens";
