// Relative, not "@lineup/shared": vite.config.ts imports this file, and Node cannot load the
// package's TypeScript entry the way the bundler does.
import { ROUTES } from "../../../packages/shared/src/routes.ts";

/**
 * The modules the router loads lazily for each screen, as paths from apps/web. The build turns
 * this into a page per screen whose head preloads the screen's chunks beside React, and a list
 * of those chunks for navigation (vite/screen-preload.ts, docs/decisions/0020, 0040); the build
 * fails when a module listed here is not a lazily loaded chunk, and screen-modules.test.ts
 * checks that every screen is here.
 */
const join = ["src/routes/auth/join-page.tsx"];
const businessIndividual = (step: "get-started" | "create-profile") => [
  `src/routes/auth/business-individual-${step}-pages.tsx`,
];
const page = (name: string) => [`src/routes/auth/${name}.tsx`];

export const SCREEN_MODULES: Record<string, string[]> = {
  [ROUTES.home]: ["src/routes/home-page.tsx"],
  [ROUTES.login]: page("login-page"),
  [ROUTES.emailConfirmation]: page("email-confirmation-page"),
  [ROUTES.confirmationRedirect]: page("confirmation-redirect-page"),
  // Back from Google or Facebook, a person goes on to a join screen (or login, less often).
  [ROUTES.oauthRedirect]: [...page("oauth-redirect-page"), ...join],
  [ROUTES.forgotPassword]: page("forgot-password-page"),
  [ROUTES.passwordRecoveryEmail]: page("password-recovery-email-page"),
  [ROUTES.setNewPassword]: page("set-new-password-page"),
  [ROUTES.signUp]: page("sign-up-page"),
  [ROUTES.athleteJoin]: join,
  [ROUTES.businessJoin]: join,
  [ROUTES.agentJoin]: join,
  [ROUTES.individualJoin]: join,
  [ROUTES.athleteGetStarted]: page("athlete-get-started-page"),
  [ROUTES.athleteAddSocials]: page("athlete-add-socials-page"),
  [ROUTES.athleteCreateProfile]: page("athlete-create-profile-page"),
  [ROUTES.businessGetStarted]: businessIndividual("get-started"),
  [ROUTES.businessCreateProfile]: businessIndividual("create-profile"),
  [ROUTES.individualGetStarted]: businessIndividual("get-started"),
  [ROUTES.individualCreateProfile]: businessIndividual("create-profile"),
  [ROUTES.agentFindAthlete]: page("agent-find-athlete-page"),
  [ROUTES.registrationSuccess]: page("registration-success-page"),
  /** Any other path: the not-found screen. (/auth only redirects and has no chunk.) */
  "*": ["src/routes/not-found-page.tsx"],
};
