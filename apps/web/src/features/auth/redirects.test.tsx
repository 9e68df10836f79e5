import {
  AFTER_CONFIRMATION_ROUTE,
  JOIN_ROUTE,
  MESSAGES,
  ROUTES,
  STORAGE_KEYS,
  USER_ROLES,
  type Account,
} from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "@web/lib/account-storage";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const QUERY = "?provider=google&token=tok-0123456789abcdef&role=athlete";

function account(role: Account["role"]): Account {
  return {
    id: "acc-1",
    email: "kim@example.com",
    role,
    profileType: null,
    emailConfirmed: true,
    firstName: "Kim",
    lastName: "Park",
    businessName: null,
  };
}

describe("OAuth redirect", () => {
  it.each(USER_ROLES)(
    "forwards a stored %s to its join screen with the same query",
    async (role) => {
      mockApi({ "GET /api/auth/oauth2/handoff": apiError(400, "expired", "INVALID_TOKEN") });
      localStorage.setItem(STORAGE_KEYS.userRole, role);
      const { router } = renderApp(`${ROUTES.oauthRedirect}${QUERY}`);

      await waitFor(() => expect(router.state.location.pathname).toBe(JOIN_ROUTE[role]));
      expect(router.state.location.search).toBe(QUERY);
    },
  );

  it("forwards the login pseudo-role to login with the same query", async () => {
    mockApi({ "POST /api/auth/oauth2/sign-in": () => new Promise(() => {}) });
    localStorage.setItem(STORAGE_KEYS.userRole, "login");
    const { router } = renderApp(`${ROUTES.oauthRedirect}${QUERY}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toBe(QUERY);
  });

  it("uses the query's role when this browser stored none", async () => {
    mockApi({ "POST /api/auth/oauth2/sign-in": () => new Promise(() => {}) });
    const query = "?provider=google&token=tok-0123456789abcdef&role=login";
    const { router } = renderApp(`${ROUTES.oauthRedirect}${query}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toBe(query);
  });

  it("sends an unknown role to sign-up", async () => {
    localStorage.setItem(STORAGE_KEYS.userRole, "coach");
    const { router } = renderApp(`${ROUTES.oauthRedirect}?provider=google&token=x`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.signUp));
  });
});

describe("confirmation redirect without a token", () => {
  it.each(USER_ROLES)("sends a stored %s to its first onboarding screen", async (role) => {
    localStorage.setItem(STORAGE_KEYS.userRole, role);
    const { router } = renderApp(ROUTES.confirmationRedirect);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(AFTER_CONFIRMATION_ROUTE[role]),
    );
  });

  it.each([null, "login", "coach"])("sends stored role %s to sign-up", async (role) => {
    if (role) localStorage.setItem(STORAGE_KEYS.userRole, role);
    const { router } = renderApp(ROUTES.confirmationRedirect);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.signUp));
  });
});

describe("confirmation redirect with a token", () => {
  it("confirms once, stores the account's role and greets on the next screen", async () => {
    const api = mockApi({
      "POST /api/auth/confirm-email": { body: { data: account("business") } },
    });
    localStorage.setItem(STORAGE_KEYS.userRole, "athlete");
    const { router, user } = renderApp(`${ROUTES.confirmationRedirect}?token=tok-0123456789abcdef`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.businessGetStarted));
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("business");
    expect(api.callsTo("POST", "/api/auth/confirm-email").map((call) => call.body)).toEqual([
      { token: "tok-0123456789abcdef" },
    ]);
    // A new account has nothing to resume: the form shows without asking.
    expect(api.callsTo("GET", "/api/profile/my")).toEqual([]);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.confirmedTitle });
    expect(dialog).toHaveTextContent(MESSAGES.confirmedText);
    expect(sessionStorage.getItem(SESSION_KEYS.emailConfirmed)).toBeNull();
    // The screen behind has a Continue of its own.
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("marks a confirmed agent as a first-time user", async () => {
    mockApi({ "POST /api/auth/confirm-email": { body: { data: account("agent") } } });
    const { router } = renderApp(`${ROUTES.confirmationRedirect}?token=tok-0123456789abcdef`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.agentFindAthlete));
    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("true");
  });

  it("explains a used or expired link and offers a new one", async () => {
    mockApi({ "POST /api/auth/confirm-email": apiError(400, "Invalid token", "INVALID_TOKEN") });
    const { user, router } = renderApp(`${ROUTES.confirmationRedirect}?token=tok-0123456789abcdef`);

    expect(await screen.findByText(MESSAGES.invalidConfirmationLink)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Send me a new link" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.invalidConfirmationLink);
  });
});

describe("confirmation redirect with a link used before", () => {
  it("says the e-mail is already confirmed and offers to log in", async () => {
    mockApi({
      "POST /api/auth/confirm-email": apiError(
        409,
        MESSAGES.emailAlreadyConfirmed,
        "EMAIL_ALREADY_CONFIRMED",
      ),
    });
    const { user, router } = renderApp(`${ROUTES.confirmationRedirect}?token=tok-0123456789abcdef`);

    const card = (
      await screen.findByRole("heading", { level: 1, name: "E-mail confirmed" })
    ).closest("section")!;
    expect(card).toHaveTextContent(MESSAGES.emailAlreadyConfirmed);
    expect(screen.queryByText(MESSAGES.invalidConfirmationLink)).toBeNull();
    // The card's own Log in (the header has one too).
    await user.click(within(card).getByRole("link", { name: "Log in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
  });
});

describe("onboarding screens", () => {
  it("do not greet without the confirmation flag", async () => {
    renderApp(ROUTES.athleteGetStarted);
    await screen.findByRole("heading", { level: 1, name: "Tell us about your game" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    [ROUTES.businessGetStarted, "Tell us about your business"],
    [ROUTES.individualGetStarted, "Tell us where you are"],
    [ROUTES.agentFindAthlete, "Invite your athletes"],
  ])("%s does not greet without the confirmation flag either", async (path, heading) => {
    renderApp(path);
    await screen.findByRole("heading", { level: 1, name: heading });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
