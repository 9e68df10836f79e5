import { ROUTES } from "@lineup/shared";
import type { RouteObject } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { RouteErrorPage } from "./routes/route-error-page";

/**
 * Every screen is a route module in ./routes, loaded lazily: it exports `Component`, and where it
 * needs them `loader` and `handle` (the document title). The bundler makes one chunk per module
 * and preloads its imports when the router asks for it; a loader arrives with its screen, so it
 * never weighs on another screen's first load. A new screen is a module and a line here
 * (docs/decisions/0053).
 */
const AUTH_SCREENS: RouteObject[] = [
  { index: true, lazy: () => import("./routes/auth-redirect-page") },
  { path: ROUTES.login, lazy: () => import("./routes/auth/login-page") },
  { path: ROUTES.emailConfirmation, lazy: () => import("./routes/auth/email-confirmation-page") },
  {
    path: ROUTES.confirmationRedirect,
    lazy: () => import("./routes/auth/confirmation-redirect-page"),
  },
  { path: ROUTES.oauthRedirect, lazy: () => import("./routes/auth/oauth-redirect-page") },
  { path: ROUTES.forgotPassword, lazy: () => import("./routes/auth/forgot-password-page") },
  {
    path: ROUTES.passwordRecoveryEmail,
    lazy: () => import("./routes/auth/password-recovery-email-page"),
  },
  { path: ROUTES.setNewPassword, lazy: () => import("./routes/auth/set-new-password-page") },
  { path: ROUTES.signUp, lazy: () => import("./routes/auth/sign-up-page") },
  { path: ROUTES.athleteJoin, lazy: () => import("./routes/auth/athlete-join-page") },
  { path: ROUTES.businessJoin, lazy: () => import("./routes/auth/business-join-page") },
  { path: ROUTES.agentJoin, lazy: () => import("./routes/auth/agent-join-page") },
  { path: ROUTES.individualJoin, lazy: () => import("./routes/auth/individual-join-page") },
  {
    path: ROUTES.athleteGetStarted,
    lazy: () => import("./routes/auth/athlete-get-started-page"),
  },
  {
    path: ROUTES.athleteAddSocials,
    lazy: () => import("./routes/auth/athlete-add-socials-page"),
  },
  {
    path: ROUTES.athleteCreateProfile,
    lazy: () => import("./routes/auth/athlete-create-profile-page"),
  },
  {
    path: ROUTES.businessGetStarted,
    lazy: () => import("./routes/auth/business-get-started-page"),
  },
  {
    path: ROUTES.businessCreateProfile,
    lazy: () => import("./routes/auth/business-create-profile-page"),
  },
  {
    path: ROUTES.individualGetStarted,
    lazy: () => import("./routes/auth/individual-get-started-page"),
  },
  {
    path: ROUTES.individualCreateProfile,
    lazy: () => import("./routes/auth/individual-create-profile-page"),
  },
  { path: ROUTES.agentFindAthlete, lazy: () => import("./routes/auth/agent-find-athlete-page") },
  {
    path: ROUTES.registrationSuccess,
    lazy: () => import("./routes/auth/registration-success-page"),
  },
];

/** Renders nothing until the first screen's chunk arrives, so the page appears whole (CLS 0). */
function BlankUntilReady() {
  return null;
}

/**
 * The route tree (spec §2): a home route with an index child and an auth group. Paths inside the
 * auth group are the absolute ROUTES constants, so no path string is ever written twice.
 * Exported for tests, which mount the very same objects in a memory router.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: AppLayout,
    // Catches what the layout itself throws; the boundary below keeps the header for the rest.
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BlankUntilReady,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: () => import("./routes/home-page") },
          { path: ROUTES.auth, children: AUTH_SCREENS },
          { path: "*", lazy: () => import("./routes/not-found-page") },
        ],
      },
    ],
  },
];
