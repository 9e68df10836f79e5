import { ROUTES } from "@lineup/shared";
import type { LazyRouteFunction, RouteObject } from "react-router";

/**
 * Every screen's route module by path ("*": any other path). A module exports `Component`, and
 * where it needs them `loader` and `handle` (the document title); the router loads it with
 * `lazy`, and the bundler makes a chunk of it. A new screen is a module and a line here
 * (docs/decisions/0053). A path may end in one optional parameter (`/:token?`), the key of an
 * e-mailed link.
 */
export const SCREENS: Record<string, LazyRouteFunction<RouteObject>> = {
  [ROUTES.home]: () => import("./routes/home-page"),
  [ROUTES.auth]: () => import("./routes/auth-redirect-page"),
  [ROUTES.login]: () => import("./routes/auth/login-page"),
  [ROUTES.emailConfirmation]: () => import("./routes/auth/email-confirmation-page"),
  [ROUTES.confirmationRedirect]: () => import("./routes/auth/confirmation-redirect-page"),
  [ROUTES.oauthRedirect]: () => import("./routes/auth/oauth-redirect-page"),
  [ROUTES.forgotPassword]: () => import("./routes/auth/forgot-password-page"),
  [ROUTES.passwordRecoveryEmail]: () => import("./routes/auth/password-recovery-email-page"),
  [ROUTES.setNewPassword]: () => import("./routes/auth/set-new-password-page"),
  [ROUTES.signUp]: () => import("./routes/auth/sign-up-page"),
  [ROUTES.athleteJoin]: () => import("./routes/auth/athlete-join-page"),
  [ROUTES.businessJoin]: () => import("./routes/auth/business-join-page"),
  [ROUTES.agentJoin]: () => import("./routes/auth/agent-join-page"),
  [ROUTES.individualJoin]: () => import("./routes/auth/individual-join-page"),
  [ROUTES.athleteGetStarted]: () => import("./routes/auth/athlete-get-started-page"),
  [ROUTES.athleteAddSocials]: () => import("./routes/auth/athlete-add-socials-page"),
  [ROUTES.athleteCreateProfile]: () => import("./routes/auth/athlete-create-profile-page"),
  [ROUTES.businessGetStarted]: () => import("./routes/auth/business-get-started-page"),
  [ROUTES.businessCreateProfile]: () => import("./routes/auth/business-create-profile-page"),
  [ROUTES.individualGetStarted]: () => import("./routes/auth/individual-get-started-page"),
  [ROUTES.individualCreateProfile]: () => import("./routes/auth/individual-create-profile-page"),
  [ROUTES.agentFindAthlete]: () => import("./routes/auth/agent-find-athlete-page"),
  [ROUTES.registrationSuccess]: () => import("./routes/auth/registration-success-page"),
  [ROUTES.settings]: () => import("./routes/settings/settings-page"),
  [ROUTES.confirmEmailChange]: () => import("./routes/settings/confirm-email-page"),
  [ROUTES.settingsSecurity]: () => import("./routes/settings/security-page"),
  [ROUTES.representation]: () => import("./routes/representation-page"),
  [ROUTES.myHome]: () => import("./routes/my-home-page"),
  [ROUTES.editProfile]: () => import("./routes/edit-profile-page"),
  [ROUTES.privacy]: () => import("./routes/privacy-page"),
  [ROUTES.terms]: () => import("./routes/terms-page"),
  [ROUTES.operatorConsole]: () => import("./routes/operator/console-page"),
  [ROUTES.operatorAccount]: () => import("./routes/operator/account-page"),
  [ROUTES.operatorTeam]: () => import("./routes/operator/team-page"),
  [ROUTES.operatorAudit]: () => import("./routes/operator/audit-page"),
  [ROUTES.operatorAccept]: () => import("./routes/operator/accept-page"),
  [ROUTES.search]: () => import("./routes/search-page"),
  [ROUTES.athleteProfile]: () => import("./routes/athlete-profile-page"),
  [ROUTES.offers]: () => import("./routes/offers-page"),
  [ROUTES.offer]: () => import("./routes/offer-page"),
  [`${ROUTES.guardianConsent}/:token?`]: () => import("./routes/guardian/consent-page"),
  [`${ROUTES.guardianWithdraw}/:token?`]: () => import("./routes/guardian/withdraw-page"),
  [`${ROUTES.guardianOffer}/:token?`]: () => import("./routes/guardian/offer-page"),
  "*": () => import("./routes/not-found-page"),
};

/**
 * Starts downloading the module of the screen at `pathname`. main.tsx calls it before React has
 * arrived, so a first load fetches the screen's chunks beside React's, not after them.
 */
export function loadScreen(pathname: string): void {
  const load = SCREENS[screenKey(pathname)]!;
  void (load as () => Promise<unknown>)().catch(() => undefined);
}

/** The SCREENS key of the screen at `pathname` ("*" for none). */
export function screenKey(pathname: string): string {
  const path = pathname.replace(/(.)\/+$/, "$1");
  return Object.hasOwn(SCREENS, path) ? path : (withParameter(path) ?? "*");
}

/** The key of a screen whose path ends in an optional parameter and matches `path`, if any. */
function withParameter(path: string): string | undefined {
  return Object.keys(SCREENS).find((key) => {
    const match = /^(.*)\/:\w+\?$/.exec(key);
    if (!match?.[1]) return false;
    const base = match[1];
    return (
      path === base || (path.startsWith(`${base}/`) && !path.slice(base.length + 1).includes("/"))
    );
  });
}
