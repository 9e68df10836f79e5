import { MESSAGES, ROUTES, STORAGE_KEYS, type InvitationInfo } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "@web/lib/account-storage";
import { browserLocation } from "@web/lib/browser-location";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const TOKEN = "invite-token-0123456789abcdef";

function info(overrides: Partial<InvitationInfo> = {}): InvitationInfo {
  return {
    kind: "agent_invites_athlete",
    email: "kim@club.com",
    inviterEmail: "ace@agency.com",
    inviterName: "Ace Morgan",
    ...overrides,
  };
}

const invalid = apiError(400, MESSAGES.invalidInvitation, "INVALID_TOKEN");

async function openJoin(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: /^Join as/ });
  return rendered;
}

/** The athlete's join form, its e-mail already filled in by the invitation. */
async function fillAthlete(user: UserEvent) {
  await user.type(screen.getByLabelText("First name"), "Kim");
  await user.type(screen.getByLabelText("Last name"), "Park");
  await user.type(screen.getByLabelText(/^Phone number/), "2015550123");
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.type(screen.getByLabelText("Confirm password"), "correct horse");
  await user.click(screen.getByRole("checkbox", { name: /privacy policy/i }));
}

/** The agent's join form; the e-mail is typed unless the invitation filled it in. */
async function fillAgent(user: UserEvent, { typeEmail }: { typeEmail: boolean }) {
  await user.type(screen.getByLabelText("First name"), "Ace");
  await user.type(screen.getByLabelText("Last name"), "Morgan");
  if (typeEmail) await user.type(screen.getByLabelText("E-mail"), "ace@agency.com");
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.type(screen.getByLabelText("Confirm password"), "correct horse");
  await user.click(screen.getByRole("checkbox", { name: /privacy policy/i }));
}

describe("athlete-join with an agent's invitation", () => {
  it("names the agent, starts with the invited address and signs up with the invitation, kept by the server rather than this browser", async () => {
    const api = mockApi({
      [`GET /api/invite/${TOKEN}`]: { body: { data: info() } },
      "POST /api/auth/local/signUp": {
        status: 201,
        body: { data: { email: "kim@club.com", role: "athlete", emailConfirmed: false } },
      },
    });
    const { user, router } = await openJoin(`${ROUTES.athleteJoin}?invite=${TOKEN}`);

    expect(screen.getByRole("status")).toHaveTextContent("Ace Morgan invited you to Lineup");
    expect(screen.getByLabelText("E-mail")).toHaveValue("kim@club.com");
    expect(api.callsTo("GET", `/api/invite/${TOKEN}`)).toHaveLength(1);

    await fillAthlete(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(api.callsTo("POST", "/api/auth/local/signUp")[0]?.body).toMatchObject({
      email: "kim@club.com",
      profileType: "Athlete",
      inviteId: TOKEN,
    });
    // Nothing in this browser locks get-started: the server answers who invited.
    expect(localStorage.getItem(STORAGE_KEYS.agentEmail)).toBeNull();
  });

  it("goes straight to get-started, not to 'check your e-mail', when the server says the invitation proved the address", async () => {
    mockApi({
      [`GET /api/invite/${TOKEN}`]: { body: { data: info() } },
      "POST /api/auth/local/signUp": {
        status: 201,
        body: { data: { email: "kim@club.com", role: "athlete", emailConfirmed: true } },
      },
    });
    const { user, router } = await openJoin(`${ROUTES.athleteJoin}?invite=${TOKEN}`);

    await fillAthlete(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("names the agent by e-mail when the invitation has no name", async () => {
    mockApi({ [`GET /api/invite/${TOKEN}`]: { body: { data: info({ inviterName: null }) } } });
    await openJoin(`${ROUTES.athleteJoin}?invite=${TOKEN}`);

    expect(screen.getByRole("status")).toHaveTextContent("ace@agency.com invited you to Lineup");
  });

  it("says clearly when the invitation is invalid or expired, and lets the person sign up", async () => {
    mockApi({ [`GET /api/invite/${TOKEN}`]: invalid });
    await openJoin(`${ROUTES.athleteJoin}?invite=${TOKEN}`);

    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.invalidInvitation);
    expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    expect(localStorage.getItem(STORAGE_KEYS.agentEmail)).toBeNull();
  });

  it("refuses an invitation meant for an agent", async () => {
    mockApi({
      [`GET /api/invite/${TOKEN}`]: { body: { data: info({ kind: "athlete_names_agent" }) } },
    });
    await openJoin(`${ROUTES.athleteJoin}?invite=${TOKEN}`);

    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.invalidInvitation);
    expect(localStorage.getItem(STORAGE_KEYS.agentEmail)).toBeNull();
  });

  it("shows nothing about an invitation that could not be checked", async () => {
    mockApi({ [`GET /api/invite/${TOKEN}`]: apiError(503, MESSAGES.serviceUnavailable) });
    await openJoin(`${ROUTES.athleteJoin}?invite=${TOKEN}`);

    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("agent-join with an athlete's invitation", () => {
  const athleteInvite = info({
    kind: "athlete_names_agent",
    email: "ace@agency.com",
    inviterEmail: "kim@club.com",
    inviterName: "Kim Park",
  });

  it("names the athlete and signs up with the invitation", async () => {
    const api = mockApi({
      [`GET /api/invite/${TOKEN}`]: { body: { data: athleteInvite } },
      "POST /api/auth/local/signUp": {
        status: 201,
        body: { data: { email: "ace@agency.com", role: "agent", emailConfirmed: false } },
      },
    });
    const { user, router } = await openJoin(`${ROUTES.agentJoin}?inviteId=${TOKEN}`);

    expect(screen.getByRole("status")).toHaveTextContent("Kim Park named you as their agent");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ace@agency.com");
    await fillAgent(user, { typeEmail: false });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(api.callsTo("POST", "/api/auth/local/signUp")[0]?.body).toMatchObject({
      email: "ace@agency.com",
      inviteId: TOKEN,
    });
  });

  it("says clearly when the invitation is invalid, and then signs up without it", async () => {
    const api = mockApi({
      [`GET /api/invite/${TOKEN}`]: invalid,
      "POST /api/auth/local/signUp": {
        status: 201,
        body: { data: { email: "ace@agency.com", role: "agent", emailConfirmed: false } },
      },
    });
    const { user, router } = await openJoin(`${ROUTES.agentJoin}?inviteId=${TOKEN}`);

    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.invalidInvitation);
    await fillAgent(user, { typeEmail: true });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(api.callsTo("POST", "/api/auth/local/signUp")[0]?.body).not.toHaveProperty("inviteId");
  });

  it("keeps a valid invitation across the trip to the OAuth provider", async () => {
    mockApi({
      "GET /api/auth/providers": { body: { data: { google: true, facebook: false } } },
      "GET /api/auth/oauth2/link/google": { body: { data: "https://accounts.example/consent" } },
      [`GET /api/invite/${TOKEN}`]: { body: { data: athleteInvite } },
    });
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => {});
    const { user } = await openJoin(`${ROUTES.agentJoin}?inviteId=${TOKEN}`);

    await user.click(screen.getByRole("button", { name: "Continue with Google" }));

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sessionStorage.getItem(SESSION_KEYS.pendingInviteId)).toBe(TOKEN);
  });

  it("does not carry an invalid invitation to the OAuth provider", async () => {
    mockApi({
      "GET /api/auth/providers": { body: { data: { google: true, facebook: false } } },
      "GET /api/auth/oauth2/link/google": { body: { data: "https://accounts.example/consent" } },
      [`GET /api/invite/${TOKEN}`]: invalid,
    });
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => {});
    const { user } = await openJoin(`${ROUTES.agentJoin}?inviteId=${TOKEN}`);

    await user.click(screen.getByRole("button", { name: "Continue with Google" }));

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sessionStorage.getItem(SESSION_KEYS.pendingInviteId)).toBeNull();
  });
});
