import { MESSAGES, ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { browserLocation } from "@web/lib/browser-location";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";
import { authApi } from "../auth-api";

async function openJoin(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: /^Join as/ });
  return rendered;
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole("button", { name: "Create account" }));

async function fillPerson(user: UserEvent) {
  await user.type(screen.getByLabelText("First name"), "Jordan");
  await user.type(screen.getByLabelText("Last name"), "Miles");
}

async function fillAccount(user: UserEvent, { phone = "2015550123" } = {}) {
  await user.type(screen.getByLabelText("E-mail"), "Jordan@Example.com");
  if (phone) await user.type(screen.getByLabelText(/^Phone number/), phone);
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.type(screen.getByLabelText("Confirm password"), "correct horse");
  await user.click(screen.getByRole("checkbox", { name: /privacy policy/i }));
}

describe("join form", () => {
  it("shows the step and the spec's messages under the fields, without calling the API", async () => {
    const api = mockApi();
    const { user } = await openJoin(ROUTES.athleteJoin);
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();

    await user.type(screen.getByLabelText("First name"), "Al");
    await user.type(screen.getByLabelText("Last name"), "Bo");
    await user.type(screen.getByLabelText(/^Middle name/), "Cy");
    await user.type(screen.getByLabelText(/^Phone number/), "123");
    await user.type(screen.getByLabelText("Password"), "long enough");
    await user.type(screen.getByLabelText("Confirm password"), "not the same");
    await submit(user);

    const firstName = screen.getByLabelText("First name");
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription("Must be at least 3 characters");
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription(
      "Must be at least 3 characters",
    );
    expect(screen.getByLabelText(/^Middle name/)).toHaveAccessibleDescription(
      "Must be at least 3 characters",
    );
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      "Invalid phone number",
    );
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Please enter email");
    expect(screen.getByRole("checkbox", { name: /privacy policy/i })).toHaveAccessibleDescription(
      MESSAGES.acceptPrivacyPolicy,
    );
    expect(api.callsTo("POST", "/api/auth/local/signUp")).toHaveLength(0);
  });

  it("asks for names when they are left blank, and a password of 6 or more", async () => {
    mockApi();
    const { user } = await openJoin(ROUTES.individualJoin);

    await user.type(screen.getByLabelText("Password"), "abc");
    await submit(user);

    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
  });

  it("asks a business for its name instead of personal names", async () => {
    mockApi();
    const { user } = await openJoin(ROUTES.businessJoin);

    expect(screen.getByLabelText("Business name")).toBeInTheDocument();
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(screen.queryByLabelText("Last name")).toBeNull();
    expect(screen.queryByRole("combobox", { name: /Suffix/ })).toBeNull();

    await submit(user);
    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText(MESSAGES.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Business name")).toHaveAccessibleDescription(
      MESSAGES.businessNameRequired,
    );
  });

  it("posts the local sign-up body and opens the e-mail confirmation screen", async () => {
    const api = mockApi({
      "POST /api/auth/local/signUp": {
        status: 201,
        body: { data: { email: "jordan@example.com", role: "athlete", emailConfirmed: false } },
      },
    });
    const { user, router } = await openJoin(ROUTES.athleteJoin);

    await fillPerson(user);
    await user.selectOptions(screen.getByRole("combobox", { name: /Suffix/ }), "Jr");
    await fillAccount(user);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    expect(router.state.location.search).toBe("?email=jordan%40example.com");
    expect(api.callsTo("POST", "/api/auth/local/signUp").map((call) => call.body)).toEqual([
      {
        email: "jordan@example.com",
        password: "correct horse",
        phoneNumber: "+12015550123",
        personalInfo: { firstName: "Jordan", lastName: "Miles", suffix: "Jr" },
        profileType: "Athlete",
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("athlete");
  });

  it("offers to sign in when the e-mail already has an account (409)", async () => {
    mockApi({ "POST /api/auth/local/signUp": apiError(409, MESSAGES.emailTaken, "CONFLICT") });
    const { user } = await openJoin(ROUTES.individualJoin);

    await fillPerson(user);
    await fillAccount(user, { phone: "" });
    await submit(user);

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      ROUTES.login,
    );
  });

  it("shows other failures' messages, and 'unexpected' text for anything thrown", async () => {
    mockApi({
      "POST /api/auth/local/signUp": apiError(429, MESSAGES.tooManyRequests, "RATE_LIMITED"),
    });
    const { user } = await openJoin(ROUTES.individualJoin);
    await fillPerson(user);
    await fillAccount(user, { phone: "" });

    await submit(user);
    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.tooManyRequests)).toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Sign In" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));

    vi.spyOn(authApi, "signUp").mockRejectedValue(new TypeError("boom"));
    await submit(user);
    expect(await screen.findByText(MESSAGES.unexpectedError)).toBeInTheDocument();
  });

  it("signs an invited agent up with the invitation and marks a first-time user", async () => {
    const api = mockApi({
      "POST /api/auth/local/signUp": {
        status: 201,
        body: { data: { email: "a@b.co", role: "agent" } },
      },
    });
    const { user, router } = await openJoin(`${ROUTES.agentJoin}?inviteId=inv-42`);
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();

    await fillPerson(user);
    await fillAccount(user, { phone: "" });
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.emailConfirmation));
    const [call] = api.callsTo("POST", "/api/auth/local/signUp");
    expect(call?.body).toMatchObject({ inviteId: "inv-42" });
    expect(call?.body).not.toHaveProperty("profileType");
    expect(localStorage.getItem(STORAGE_KEYS.isFirstTimeUser)).toBe("true");
  });

  it("keeps the agent e-mail of a bare athlete join link, for get-started to suggest", async () => {
    mockApi();
    await openJoin(`${ROUTES.athleteJoin}?agentEmail=agent%40club.com`);

    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.agentEmail)).toBe("agent@club.com"),
    );
  });

  it("shows Google only when enabled and sends the browser to its consent page", async () => {
    const api = mockApi({
      "GET /api/auth/providers": { body: { data: { google: true, facebook: false } } },
      "GET /api/auth/oauth2/link/google": {
        body: { data: "https://accounts.example/consent?x=1" },
      },
    });
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => {});
    const { user } = await openJoin(ROUTES.businessJoin);

    expect(screen.queryByRole("button", { name: /Facebook/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://accounts.example/consent?x=1"),
    );
    expect(api.calls.map((call) => call.path)).toContain(
      "/api/auth/oauth2/link/google?role=business",
    );
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe("business");
  });

  it("hides the provider buttons when none is enabled", async () => {
    mockApi();
    await openJoin(ROUTES.athleteJoin);
    expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull();
  });
});
