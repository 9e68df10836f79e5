import { isUserRole, ROUTES } from "@lineup/shared";
import { takeReturnPath } from "@web/lib/account-storage";
import { onboardingPath } from "@web/lib/onboarding-steps";
import { setStoredRole } from "@web/lib/role-storage";
import { useProfileStore } from "@web/stores/profile-store";
import { personOf, setSignedIn } from "@web/stores/signed-in-store";
import { authApi } from "./auth-api";

/**
 * After any successful sign-in: load the caller's own profile, remember what the onboarding
 * screens need (profile id, type, role) and answer where to go (spec §2 "Login"; the rules live
 * in onboardingPath, which the get-started screens follow too). `back` is login's `?next=`
 * (already checked by safeReturnPath): a person with nothing left to finish (home, or an operator's
 * console) returns there; onboarding that still owes a step comes first (docs/decisions/0067).
 */
export async function completeLogin(back: string | null = null): Promise<string> {
  const my = await authApi.myProfile();
  // An operator is not one of the sign-up roles the redirect screens remember.
  if (isUserRole(my.account.role)) setStoredRole(my.account.role);
  setSignedIn(personOf(my.account, my.avatarUrl));
  const store = useProfileStore.getState();
  if (my.profile) store.setProfileId(my.profile.id);
  store.setProfileType(my.profileType);
  // A screen that sent a signed-out person here (the requests screen of an e-mailed link).
  const destination = onboardingPath(my);
  const settled = destination === ROUTES.myHome || destination === ROUTES.operatorConsole;
  return takeReturnPath() ?? (settled && back ? back : destination);
}
