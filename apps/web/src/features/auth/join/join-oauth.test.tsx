import { MESSAGES, ROUTES, STORAGE_KEYS, type Account, type OAuthHandoff } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const TOKEN = "handoff-token-0123456789";

function handoff(overrides: Partial<OAuthHandoff> = {}): OAuthHandoff {
  return {
    provider: "google",
    email: "sam@gmail.com",
    firstName: "Sam",
    lastName: "Rivers",
    accountExists: false,
    ...overrides,
  };
}

function account(overrides: Partial<Account> = {}): Account {
  return {
    id: "acc-1",
    email: "sam@gmail.com",
    role: "athlete",
    profileType: "Athlete",
    emailConfirmed: true,
    firstName: "Sam",
    lastName: "Rivers",
    businessName: null,
    ...overrides,
  };
}

const oauthQuery = `?provider=google&token=${TOKEN}`;

describe("join form finishing an OAuth sign-up", () => {
  it("pre-fills the names, drops e-mail and password, and posts the OAuth body", async () => {
    const api = mockApi({
      "GET /api/auth/oauth2/handoff": { body: { data: handoff() } },
      "POST /api/auth/oauth2/sign-up": { status: 201, body: { data: account() } },
    });
    const { user, router } = renderApp(`${ROUTES.athleteJoin}${oauthQuery}`);
    await screen.findByRole("heading", { level: 1, name: "Join as an athlete" });

    expect(screen.getByLabelText("First name")).toHaveValue("Sam");
    expect(screen.getByLabelText("Last name")).toHaveValue("Rivers");
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.getByText(/signing up with Google as sam@gmail.com/)).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe(`/api/auth/oauth2/handoff?token=${TOKEN}`);

    await user.click(screen.getByRole("checkbox", { name: /privacy policy/i }));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted));
    expect(api.callsTo("POST", "/api/auth/oauth2/sign-up").map((call) => call.body)).toEqual([
      {
        provider: "google",
        oauthToken: TOKEN,
        personalInfo: { firstName: "Sam", lastName: "Rivers" },
        profileType: "Athlete",
      },
    ]);
  });

  it("asks for the e-mail the provider did not give, and confirms it by e-mail", async () => {
    const api = mockApi({
      "GET /api/auth/oauth2/handoff": {
        body: { data: handoff({ email: null, provider: "facebook" }) },
      },
      "POST /api/auth/oauth2/sign-up": {
        status: 201,
        body: { data: account({ email: "sam@club.com", emailConfirmed: false }) },
      },
    });
    const { user, router } = renderApp(`${ROUTES.individualJoin}?provider=facebook&token=${TOKEN}`);
    await screen.findByRole("heading", { level: 1, name: "Join as an individual" });

    await user.click(screen.getByRole("checkbox", { name: /privacy policy/i }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText("Please enter email")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Please enter email");

    await user.type(screen.getByLabelText("E-mail"), "sam@club.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(router.state.location.search).toBe("?email=sam%40club.com");
    expect(api.callsTo("POST", "/api/auth/oauth2/sign-up")[0]?.body).toMatchObject({
      provider: "facebook",
      email: "sam@club.com",
      profileType: "Individual",
    });
  });

  it("takes an agent to find-athlete and marks a first-time user", async () => {
    mockApi({
      "GET /api/auth/oauth2/handoff": { body: { data: handoff() } },
      "POST /api/auth/oauth2/sign-up": {
        status: 201,
        body: { data: account({ role: "agent", profileType: null }) },
      },
    });
    const { user, router } = renderApp(`${ROUTES.agentJoin}${oauthQuery}`);
    await screen.findByRole("heading", { level: 1, name: "Join as an agent" });

    await user.click(screen.getByRole("checkbox", { name: /privacy policy/i }));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.agentFindAthlete));
    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("true");
  });

  it("signs in instead when the identity already has an account", async () => {
    const api = mockApi({
      "GET /api/auth/oauth2/handoff": { body: { data: handoff({ accountExists: true }) } },
      "POST /api/auth/oauth2/sign-in": { body: { data: account() } },
      "GET /api/profile/my": {
        body: {
          data: {
            account: account(),
            profile: { id: "prof-9", nextStep: "done" },
            profileType: "Athlete",
          },
        },
      },
    });
    const { router } = renderApp(`${ROUTES.athleteJoin}${oauthQuery}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(api.callsTo("POST", "/api/auth/oauth2/sign-in")[0]?.body).toEqual({
      provider: "google",
      oauthToken: TOKEN,
    });
  });

  it("falls back to the e-mail form when the hand-off has expired", async () => {
    mockApi({
      "GET /api/auth/oauth2/handoff": apiError(400, MESSAGES.invalidOauthLink, "INVALID_TOKEN"),
    });
    renderApp(`${ROUTES.athleteJoin}${oauthQuery}`);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.invalidOauthLink)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
  });
});
