import {
  BusinessCreateProfileScreen,
  IndividualCreateProfileScreen,
} from "../../features/business-individual-onboarding/create-profile/create-profile-screens";
import { createProfileLoader } from "../../features/business-individual-onboarding/onboarding-loaders";

/**
 * The business and individual create-profile routes as one module: the two screens share nearly
 * all their code, and not the list pickers of get-started (docs/decisions/0032). The router's
 * lazy() takes one entry as the route's properties.
 */
export const BUSINESS_CREATE_PROFILE = {
  Component: BusinessCreateProfileScreen,
  loader: createProfileLoader("business"),
};

export const INDIVIDUAL_CREATE_PROFILE = {
  Component: IndividualCreateProfileScreen,
  loader: createProfileLoader("individual"),
};
