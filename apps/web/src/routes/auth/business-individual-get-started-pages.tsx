import {
  BusinessGetStartedScreen,
  IndividualGetStartedScreen,
} from "../../features/business-individual-onboarding/get-started/get-started-screens";
import {
  businessGetStartedLoader,
  individualGetStartedLoader,
} from "../../features/business-individual-onboarding/onboarding-loaders";

/**
 * The business and individual get-started routes as one module: the two screens share nearly all
 * their code. Create-profile has a module of its own, so these screens do not download the upload
 * widgets (docs/decisions/0032). The router's lazy() takes one entry as the route's properties.
 */
export const BUSINESS_GET_STARTED = {
  Component: BusinessGetStartedScreen,
  loader: businessGetStartedLoader,
};

export const INDIVIDUAL_GET_STARTED = {
  Component: IndividualGetStartedScreen,
  loader: individualGetStartedLoader,
};
