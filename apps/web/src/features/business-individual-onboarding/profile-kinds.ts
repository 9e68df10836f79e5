import { ROUTES } from "@lineup/shared";

/** The two profiles that look for athletes: one flow, two sets of words and addresses. */
export type ProfileKind = "business" | "individual";

export const PROFILE_KINDS = {
  business: {
    type: "Business",
    getStarted: ROUTES.businessGetStarted,
    createProfile: ROUTES.businessCreateProfile,
  },
  individual: {
    type: "Individual",
    getStarted: ROUTES.individualGetStarted,
    createProfile: ROUTES.individualCreateProfile,
  },
} as const;
