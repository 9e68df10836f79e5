import {
  MESSAGES,
  PROVIDERS_META_NAME,
  ROUTES,
  STORAGE_KEYS,
  type Account,
  type MyProfile,
  type ProfileType,
} from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserLocation } from "@web/lib/browser-location";
import { useProfileStore } from "@web/stores/profile-store";
import { apiError, mockApi, rateLimited, type MockReply } from "@web/test/mock-api";
import { privateProfile } from "@web/test/athlete-fixtures";
import { businessProfile, individualProfile } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

afterEach(() => useProfileStore.getState().reset());

function account(overrides: Partial<Account> = {}): Account {
  return {
    id: "acc-1",
    email: "pat@example.com",
    role: "athlete",
    profileType: "Athlete",
    emailConfirmed: true,
    firstName: "Pat",
    lastName: "Lee",
    businessName: null,
    ...overrides,
  };
}

function my(
  profile: MyProfile["profile"],
  profileType: ProfileType | null,
  role: Account["role"],
  avatarUrl: string | null = null,
) {
  const standing = { status: "pending", statusMessage: null } as const;
  return {
    body: {
      data: {
        account: { ...account({ role, profileType }), ...standing },
        profile,
        profileType,
        avatarUrl,
      },
    },
  };
}

async function openLogin(path: string = ROUTES.login) {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Welcome back" });
  return rendered;
}

async function logIn(user: UserEvent) {
  await user.type(screen.getByLabelText("E-mail"), "pat@example.com");
  await user.type(screen.getByLabelText("Password"), "secret password");
  await user.click(screen.getByRole("button", { name: "Log In" }));
}

function signInAnd(profile: MockReply, extra: Record<string, MockReply> = {}) {
  return mockApi({
    "POST /api/auth/local/signIn": { body: { data: account() } },
    "GET /api/profile/my": profile,
    // Keeps registration success from wiping the store before the test reads it.
    "POST /api/account/registration-complete": () => new Promise<MockReply>(() => {}),
    ...extra,
  });
}

describe("login", () => {
  it("links to password recovery and sign-up, and checks the fields", async () => {
    const api = mockApi();
    const { user } = await openLogin();

    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      ROUTES.forgotPassword,
    );
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      ROUTES.signUp,
    );
    await user.click(screen.getByRole("button", { name: "Log In" }));

    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText("Please enter email")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Please enter email");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Please enter your password",
    );
    expect(api.callsTo("POST", "/api/auth/local/signIn")).toHaveLength(0);
  });

  it("stores the profile id and opens /home when the profile is finished (decision 0067)", async () => {
    const api = signInAnd(my({ id: "prof-1", nextStep: "done" }, "Athlete", "athlete"));
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.myHome));
    expect(api.callsTo("POST", "/api/account/registration-complete")).toHaveLength(0);
    expect(useProfileStore.getState().profileId).toBe("prof-1");
    expect(api.callsTo("POST", "/api/auth/local/signIn")[0]?.body).toEqual({
      email: "pat@example.com",
      password: "secret password",
    });
  });

  it.each([
    ["socials", ROUTES.athleteAddSocials],
    ["profile", ROUTES.athleteCreateProfile],
  ] as const)("resumes an athlete whose next step is %s there", async (nextStep, path) => {
    signInAnd(my({ id: "prof-1", nextStep }, "Athlete", "athlete"), {
      "GET /api/profile/private/prof-1": privateProfile(),
    });
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(useProfileStore.getState().profileId).toBe("prof-1");
  });

  it.each([
    ["Business", "profile", ROUTES.businessCreateProfile],
    ["Business", "done", ROUTES.myHome],
    ["Individual", "profile", ROUTES.individualCreateProfile],
    ["Individual", "done", ROUTES.myHome],
  ] as const)("resumes a %s whose next step is %s there", async (type, nextStep, path) => {
    const role = type === "Business" ? "business" : "individual";
    signInAnd(my({ id: "prof-1", nextStep }, type, role), {
      "GET /api/profile/private/prof-1": {
        body: {
          data: {
            type,
            profile: type === "Business" ? businessProfile() : individualProfile(),
          },
        },
      },
    });
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(useProfileStore.getState().profileId).toBe("prof-1");
    expect(useProfileStore.getState().profileType).toBe(type);
  });

  it.each([
    ["Athlete", ROUTES.athleteGetStarted],
    ["Individual", ROUTES.individualGetStarted],
    ["Business", ROUTES.businessGetStarted],
  ] as const)("sends a %s without a profile to its get-started screen", async (type, path) => {
    signInAnd(my(null, type, "athlete"));
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it("sends an agent to find-athlete", async () => {
    signInAnd(my(null, null, "agent"));
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.agentFindAthlete));
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("agent");
  });

  it("shows the person's own photo in the header after signing in, as GET /api/profile/my gives it", async () => {
    signInAnd(my(null, null, "agent", "/api/media/11111111-2222-4333-8444-555555555555"));
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.agentFindAthlete));
    const menu = await screen.findByRole("button", { name: "Account menu for Pat Lee" });
    expect(menu.querySelector("img")).toHaveAttribute(
      "src",
      "/api/media/11111111-2222-4333-8444-555555555555",
    );
  });

  it("sends anyone else to sign-up", async () => {
    signInAnd(my(null, null, "business"));
    const { user, router } = await openLogin();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.signUp));
  });

  it("shows a wrong password in the problem dialog and stays", async () => {
    mockApi({
      "POST /api/auth/local/signIn": apiError(
        401,
        MESSAGES.invalidCredentials,
        "INVALID_CREDENTIALS",
      ),
    });
    const { user, router } = await openLogin();

    await logIn(user);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.login);
  });

  it("keeps the typed address when the person goes on to Forgot password? after a failure", async () => {
    mockApi({
      "POST /api/auth/local/signIn": apiError(
        401,
        MESSAGES.invalidCredentials,
        "INVALID_CREDENTIALS",
      ),
    });
    const { user, router } = await openLogin();
    await logIn(user);
    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("link", { name: "Forgot password?" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.forgotPassword));
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue("pat@example.com");
    // Carried in history state: the address never lands in the URL.
    expect(router.state.location.search).not.toContain("pat");
  });

  it("tells how long to wait when the server holds sign-ins back (429)", async () => {
    mockApi({ "POST /api/auth/local/signIn": rateLimited(240) });
    const { user, router } = await openLogin();

    await logIn(user);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(
      within(dialog).getByText("Too many attempts. Try again in 4 minutes."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.login);
  });

  it("offers a new confirmation e-mail to an unconfirmed account", async () => {
    const api = mockApi({
      "POST /api/auth/local/signIn": apiError(
        403,
        MESSAGES.emailNotConfirmed,
        "EMAIL_NOT_CONFIRMED",
      ),
      "POST /api/auth/resend-confirmation": { body: { data: { message: MESSAGES.resendSent } } },
    });
    const { user, router } = await openLogin();
    await logIn(user);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    await user.click(within(dialog).getByRole("button", { name: "Resend confirmation email" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(router.state.location.search).toBe("?email=pat%40example.com");
    expect(api.callsTo("POST", "/api/auth/resend-confirmation")[0]?.body).toEqual({
      email: "pat@example.com",
    });
  });

  it("signs in with the provider's token from the query instead of the form", async () => {
    const api = mockApi({
      "POST /api/auth/oauth2/sign-in": { body: { data: account() } },
      "GET /api/profile/my": my(null, "Athlete", "athlete"),
    });
    const { router } = renderApp(`${ROUTES.login}?provider=google&token=tok-0123456789abcdef`);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted));
    expect(api.callsTo("POST", "/api/auth/oauth2/sign-in")[0]?.body).toEqual({
      provider: "google",
      oauthToken: "tok-0123456789abcdef",
    });
    expect(api.callsTo("POST", "/api/auth/local/signIn")).toHaveLength(0);
  });

  it("offers sign-up when the provider's identity has no account", async () => {
    mockApi({
      "POST /api/auth/oauth2/sign-in": apiError(404, MESSAGES.oauthAccountMissing, "NOT_FOUND"),
    });
    const { router } = renderApp(`${ROUTES.login}?provider=google&token=tok-0123456789abcdef`);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.oauthAccountMissing)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      ROUTES.signUp,
    );
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByLabelText("E-mail")).toBeInTheDocument();
  });

  it("leaves for Google with role login stored", async () => {
    const api = mockApi({
      "GET /api/auth/providers": { body: { data: { google: true, facebook: true } } },
      "GET /api/auth/oauth2/link/facebook": { body: { data: "https://facebook.example/dialog" } },
    });
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => {});
    const { user } = await openLogin();

    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue with Facebook" }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://facebook.example/dialog"));
    expect(api.calls.map((call) => call.path)).toContain(
      "/api/auth/oauth2/link/facebook?role=login",
    );
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("login");
  });

  it("shows the providers the served page names, without asking the API", async () => {
    const meta = document.createElement("meta");
    meta.name = PROVIDERS_META_NAME;
    meta.content = "facebook";
    document.head.append(meta);
    try {
      const api = mockApi({
        "GET /api/auth/providers": { body: { data: { google: true, facebook: true } } },
      });
      await openLogin();

      expect(screen.getByRole("button", { name: "Continue with Facebook" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
      expect(api.calls.map((call) => call.path)).not.toContain("/api/auth/providers");
    } finally {
      meta.remove();
    }
  });

  it("explains a failed provider round trip", async () => {
    mockApi();
    renderApp(`${ROUTES.login}?oauthError=1`);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.oauthFailed)).toBeInTheDocument();
  });
});
