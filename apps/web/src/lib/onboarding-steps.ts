import {
  ROUTES,
  type MyProfile,
  type OnboardingStep,
  type ProfileType,
  type UserRole,
} from "@lineup/shared";

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
    done: ROUTES.myHome,
  },
  Individual: {
    socials: ROUTES.individualCreateProfile,
    profile: ROUTES.individualCreateProfile,
    done: ROUTES.myHome,
  },
  Business: {
    socials: ROUTES.businessCreateProfile,
    profile: ROUTES.businessCreateProfile,
    done: ROUTES.myHome,
  },
};

/** Each profile type's get-started screen: where its profile is created. */
export const GET_STARTED_ROUTE: Record<ProfileType, string> = {
  Athlete: ROUTES.athleteGetStarted,
  Individual: ROUTES.individualGetStarted,
  Business: ROUTES.businessGetStarted,
};

/**
 * Where a person with an existing profile continues (docs/decisions/0007 "Resuming"): the first
 * screen their profile still owes. A finished profile goes home (docs/decisions/0067): registration
 * success is only ever the end of a registration.
 */
export function resumePath(profileType: ProfileType | null, nextStep: OnboardingStep): string {
  const routes = RESUME_ROUTE[profileType ?? "Athlete"];
  // A server that did not say sends the person to the first step after creation, never to
  // home: a step too early costs a click, one too late a half-made profile.
  return routes[nextStep] ?? routes.socials;
}

/**
 * Spec §2 "Login": a profile resumes at the first step it still owes (docs/decisions/0007), and a
 * finished one goes to /home (docs/decisions/0067); a profile type alone goes to that type's
 * get-started; an agent (no profile type) to find-athlete; an operator (no profile ever) to the
 * console; anything else to sign-up.
 */
export function onboardingPath(my: MyProfile): string {
  if (my.account.role === "operator") return ROUTES.operatorConsole;
  if (my.profile) return resumePath(my.profileType, my.profile.nextStep);
  if (my.profileType) return GET_STARTED_ROUTE[my.profileType];
  if (my.account.role === "agent") {
    return my.account.registrationCompleted ? ROUTES.myHome : ROUTES.agentFindAthlete;
  }
  return ROUTES.signUp;
}
