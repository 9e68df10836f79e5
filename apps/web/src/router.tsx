import { ROUTES, type UserRole } from "@lineup/shared";
import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import type { RouteHandle } from "./components/layout/document-title";
import { preloadScreen } from "./lib/preload-screen";
import { AuthRedirectPage } from "./routes/auth-redirect-page";
import { RouteErrorPage } from "./routes/route-error-page";

/** A lazily loaded screen without a loader. */
function screen(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: async () => {
      preloadScreen(path);
      return { Component: await load() };
    },
  };
}

/**
 * A lazily loaded route module exporting `Component` and `loader`: the loader's code stays out
 * of the first load, and still runs before the screen renders (no flash of a form that then
 * redirects). The screen's chunk is preloaded beside React on a first load (0020), so the
 * loader's request is not held up by it (docs/decisions/0038, 0039).
 */
function screenWithLoader(
  path: string,
  title: string,
  load: () => Promise<{ Component: ComponentType; loader: LoaderFunction }>,
): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: () => {
      preloadScreen(path);
      return load();
    },
  };
}

function joinScreen(path: string, title: string, role: UserRole): RouteObject {
  return screenWithLoader(path, title, async () =>
    (await import("./routes/auth/join-page")).joinRoute(role),
  );
}

const AUTH_SCREENS: RouteObject[] = [
  // Its loader comes with the screen's chunk: the API client for /api/auth stays off the other
  // screens' first load (docs/decisions/0038).
  screenWithLoader(ROUTES.login, "Log in", () => import("./routes/auth/login-page")),
  screen(
    ROUTES.emailConfirmation,
    "Confirm your e-mail",
    async () => (await import("./routes/auth/email-confirmation-page")).EmailConfirmationPage,
  ),
  // Its loader posts the e-mailed token before the screen renders (docs/decisions/0042).
  screenWithLoader(
    ROUTES.confirmationRedirect,
    "Confirming your e-mail",
    () => import("./routes/auth/confirmation-redirect-page"),
  ),
  screen(
    ROUTES.oauthRedirect,
    "Signing you in",
    async () => (await import("./routes/auth/oauth-redirect-page")).OAuthRedirectPage,
  ),
  screen(
    ROUTES.forgotPassword,
    "Forgot password",
    async () => (await import("./routes/auth/forgot-password-page")).ForgotPasswordPage,
  ),
  screen(
    ROUTES.passwordRecoveryEmail,
    "Check your e-mail",
    async () =>
      (await import("./routes/auth/password-recovery-email-page")).PasswordRecoveryEmailPage,
  ),
  screen(
    ROUTES.setNewPassword,
    "Set a new password",
    async () => (await import("./routes/auth/set-new-password-page")).SetNewPasswordPage,
  ),
  screen(
    ROUTES.signUp,
    "Choose your role",
    async () => (await import("./routes/auth/sign-up-page")).SignUpPage,
  ),
  joinScreen(ROUTES.athleteJoin, "Athlete sign-up", "athlete"),
  joinScreen(ROUTES.businessJoin, "Business sign-up", "business"),
  joinScreen(ROUTES.agentJoin, "Agent sign-up", "agent"),
  joinScreen(ROUTES.individualJoin, "Individual sign-up", "individual"),
  screenWithLoader(
    ROUTES.athleteGetStarted,
    "Athlete get started",
    () => import("./routes/auth/athlete-get-started-page"),
  ),
  screenWithLoader(
    ROUTES.athleteAddSocials,
    "Athlete social links",
    () => import("./routes/auth/athlete-add-socials-page"),
  ),
  screenWithLoader(
    ROUTES.athleteCreateProfile,
    "Athlete profile",
    () => import("./routes/auth/athlete-create-profile-page"),
  ),
  // Business and individual share one module per step (get started, create profile).
  screenWithLoader(
    ROUTES.businessGetStarted,
    "Business get started",
    async () =>
      (await import("./routes/auth/business-individual-get-started-pages")).BUSINESS_GET_STARTED,
  ),
  screenWithLoader(
    ROUTES.businessCreateProfile,
    "Business profile",
    async () =>
      (await import("./routes/auth/business-individual-create-profile-pages"))
        .BUSINESS_CREATE_PROFILE,
  ),
  screenWithLoader(
    ROUTES.individualGetStarted,
    "Individual get started",
    async () =>
      (await import("./routes/auth/business-individual-get-started-pages")).INDIVIDUAL_GET_STARTED,
  ),
  screenWithLoader(
    ROUTES.individualCreateProfile,
    "Individual profile",
    async () =>
      (await import("./routes/auth/business-individual-create-profile-pages"))
        .INDIVIDUAL_CREATE_PROFILE,
  ),
  screen(
    ROUTES.agentFindAthlete,
    "Invite an athlete",
    async () => (await import("./routes/auth/agent-find-athlete-page")).AgentFindAthletePage,
  ),
  screen(
    ROUTES.registrationSuccess,
    "Registration complete",
    async () => (await import("./routes/auth/registration-success-page")).RegistrationSuccessPage,
  ),
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
          {
            index: true,
            lazy: async () => {
              preloadScreen(ROUTES.home);
              const { HomePage } = await import("./routes/home-page");
              return { Component: HomePage };
            },
          },
          {
            path: ROUTES.auth,
            children: [{ index: true, Component: AuthRedirectPage }, ...AUTH_SCREENS],
          },
          {
            path: "*",
            handle: { title: "Page not found" } satisfies RouteHandle,
            lazy: async () => {
              preloadScreen("*");
              const { NotFoundPage } = await import("./routes/not-found-page");
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];
