import { ROUTES, type MyProfile, type ProfileType } from "@lineup/shared";
import { resumePath } from "../../lib/onboarding-steps";
import { setStoredRole } from "../../lib/role-storage";
import { useProfileStore } from "../../stores/profile-store";
import { authApi } from "./auth-api";

const GET_STARTED: Record<ProfileType, string> = {
  Athlete: ROUTES.athleteGetStarted,
  Individual: ROUTES.individualGetStarted,
  Business: ROUTES.businessGetStarted,
};

/**
 * Spec §2 "Login": a profile resumes at the first step it still owes (docs/decisions/0007), so
 * only a finished one goes to registration success; a profile type alone goes to that type's
 * get-started; an agent (no profile type) to find-athlete; anything else to sign-up.
 */
export function pathAfterLogin(my: MyProfile): string {
  if (my.profile) return resumePath(my.profileType, my.profile.nextStep);
  if (my.profileType) return GET_STARTED[my.profileType];
  if (my.account.role === "agent") return ROUTES.agentFindAthlete;
  return ROUTES.signUp;
}

/**
 * After any successful sign-in: load the caller's own profile, remember what the onboarding
 * screens need (profile id, type, role) and answer where to go.
 */
export async function completeLogin(): Promise<string> {
  const my = await authApi.myProfile();
  setStoredRole(my.account.role);
  const store = useProfileStore.getState();
  if (my.profile) store.setProfileId(my.profile.id);
  store.setProfileType(my.profileType);
  return pathAfterLogin(my);
}
