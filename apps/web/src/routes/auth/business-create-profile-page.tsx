import type { RouteHandle } from "@web/components/layout/document-title";
import { createProfileLoader } from "@web/features/business-individual-onboarding/onboarding-loaders";

export const handle: RouteHandle = { title: "Business profile" };

export const loader = createProfileLoader("business");

export { BusinessCreateProfileScreen as Component } from "@web/features/business-individual-onboarding/create-profile/create-profile-screens";
