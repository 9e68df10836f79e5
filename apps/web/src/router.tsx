import { ROUTES } from "@lineup/shared";
import type { RouteObject } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import type { RouteHandle } from "./components/layout/document-title";
import { AuthRedirectPage } from "./routes/auth-redirect-page";
import { RouteErrorPage } from "./routes/route-error-page";

/** Screens routed but not built yet, by path, with the name their placeholder shows. */
const PLANNED_SCREENS: ReadonlyArray<readonly [path: string, title: string]> = [
  [ROUTES.login, "Log in"],
  [ROUTES.emailConfirmation, "E-mail confirmation"],
  [ROUTES.confirmationRedirect, "Confirmation redirect"],
  [ROUTES.oauthRedirect, "Sign-in redirect"],
  [ROUTES.forgotPassword, "Forgot password"],
  [ROUTES.passwordRecoveryEmail, "Password recovery e-mail"],
  [ROUTES.setNewPassword, "Set a new password"],
  [ROUTES.signUp, "Choose your role"],
  [ROUTES.athleteJoin, "Athlete sign-up"],
  [ROUTES.athleteGetStarted, "Athlete get started"],
  [ROUTES.athleteAddSocials, "Athlete social links"],
  [ROUTES.athleteCreateProfile, "Athlete profile"],
  [ROUTES.businessJoin, "Business sign-up"],
  [ROUTES.businessGetStarted, "Business get started"],
  [ROUTES.businessCreateProfile, "Business profile"],
  [ROUTES.agentJoin, "Agent sign-up"],
  [ROUTES.agentFindAthlete, "Invite an athlete"],
  [ROUTES.individualJoin, "Individual sign-up"],
  [ROUTES.individualGetStarted, "Individual get started"],
  [ROUTES.individualCreateProfile, "Individual profile"],
  [ROUTES.registrationSuccess, "Registration complete"],
];

/** One lazily loaded placeholder chunk, shared by every planned screen and bound to its title. */
function comingSoon([path, title]: readonly [string, string]): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: async () => {
      const { ComingSoonPage } = await import("./routes/coming-soon-page");
      return { Component: () => <ComingSoonPage title={title} /> };
    },
  };
}

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
          {
            index: true,
            lazy: async () => {
              const { HomePage } = await import("./routes/home-page");
              return { Component: HomePage };
            },
          },
          {
            path: ROUTES.auth,
            children: [
              { index: true, Component: AuthRedirectPage },
              ...PLANNED_SCREENS.map(comingSoon),
            ],
          },
          {
            path: "*",
            handle: { title: "Page not found" } satisfies RouteHandle,
            lazy: async () => {
              const { NotFoundPage } = await import("./routes/not-found-page");
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];
