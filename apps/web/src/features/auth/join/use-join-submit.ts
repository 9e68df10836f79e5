import {
  AFTER_CONFIRMATION_ROUTE,
  INVITED_ROLES,
  PROFILE_TYPE_OF_ROLE,
  ROUTES,
  personalOrBusiness,
  toLocalSignUpBody,
  type JoinFormValues,
  type UserRole,
} from "@lineup/shared";
import { createSearchParams, useNavigate } from "react-router";
import { setFirstTimeUser, setPendingInviteId } from "@web/lib/account-storage";
import { setStoredRole } from "@web/lib/role-storage";
import type { OAuthParams } from "../oauth-params";
import { authApi } from "../auth-api";

type JoinSubmitOptions = {
  role: UserRole;
  inviteId: string | null;
  /** Set in OAuth mode: the provider and hand-off token from the query. */
  oauth: OAuthParams | null;
  /** OAuth mode only: the provider gave no e-mail, so the form asked for one. */
  askEmail: boolean;
};

function emailConfirmationPath(email: string): string {
  return `${ROUTES.emailConfirmation}?${createSearchParams({ email }).toString()}`;
}

/**
 * Sends a valid join form (spec §3 sign-up bodies) and moves on: a local sign-up to the "check
 * your e-mail" screen (or, when its invitation proved the address, to onboarding); an OAuth one to the role's first onboarding screen, or to the e-mail
 * screen when the provider did not vouch for the address. Errors are the caller's to show.
 */
export function useJoinSubmit({ role, inviteId, oauth, askEmail }: JoinSubmitOptions) {
  const navigate = useNavigate();

  function signedUp() {
    setStoredRole(role);
    setPendingInviteId(null);
    // Spec §4: an agent's first visit shows the welcome modal and "Finish Registration".
    if (role === "agent") setFirstTimeUser(true);
  }

  return async function submit(values: JoinFormValues): Promise<void> {
    const invite = INVITED_ROLES.has(role) && inviteId ? inviteId : undefined;
    if (!oauth) {
      const answer = await authApi.signUp(toLocalSignUpBody(role, values, invite));
      signedUp();
      // An agent's invitation to this very address proved it: signed in, onboarding next
      // (docs/decisions/0077).
      await navigate(
        answer.emailConfirmed
          ? AFTER_CONFIRMATION_ROUTE[role]
          : emailConfirmationPath(values.email ?? ""),
        answer.emailConfirmed ? { replace: true } : undefined,
      );
      return;
    }
    const profileType = PROFILE_TYPE_OF_ROLE[role];
    const account = await authApi.oauthSignUp({
      provider: oauth.provider,
      oauthToken: oauth.token,
      ...(askEmail && values.email ? { email: values.email } : {}),
      ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
      ...personalOrBusiness(role, values),
      ...(profileType ? { profileType } : {}),
      ...(invite ? { inviteId: invite } : {}),
    });
    signedUp();
    await navigate(
      account.emailConfirmed
        ? AFTER_CONFIRMATION_ROUTE[role]
        : emailConfirmationPath(account.email),
      { replace: true },
    );
  };
}
