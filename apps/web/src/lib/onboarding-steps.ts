import type { UserRole } from "@lineup/shared";

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
