import { ROUTES, type OnboardingStep, type ProfileType, type UserRole } from "@lineup/shared";

/**
 * Screens of each role's sign-up flow, join included (spec §4), for the "Step n of m" indicator.
 * Athlete: join, get-started, socials, profile. Individual and business: join, get-started,
 * profile. Agent: join, find-athlete.
 */
export const ONBOARDING_STEP_COUNT: Record<UserRole, number> = {
  athlete: 4,
  individual: 3,
  business: 3,
  agent: 2,
};

/** The screen that owes each onboarding step, by profile type. Only athletes link socials. */
const RESUME_ROUTE: Record<ProfileType, Record<OnboardingStep, string>> = {
  Athlete: {
    socials: ROUTES.athleteAddSocials,
    profile: ROUTES.athleteCreateProfile,
    done: ROUTES.registrationSuccess,
  },
  Individual: {
    socials: ROUTES.individualCreateProfile,
    profile: ROUTES.individualCreateProfile,
    done: ROUTES.registrationSuccess,
  },
  Business: {
    socials: ROUTES.businessCreateProfile,
    profile: ROUTES.businessCreateProfile,
    done: ROUTES.registrationSuccess,
  },
};

/**
 * Where a person with an existing profile continues (docs/decisions/0007 "Resuming"): the first
 * screen their profile still owes. Only a finished profile reaches registration success.
 */
export function resumePath(profileType: ProfileType | null, nextStep: OnboardingStep): string {
  const routes = RESUME_ROUTE[profileType ?? "Athlete"];
  // A server that did not say sends the person to the first step after creation, never to
  // registration success: a step too early costs a click, one too late a half-made profile.
  return routes[nextStep] ?? routes.socials;
}
