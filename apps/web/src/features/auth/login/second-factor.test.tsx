import { MESSAGES, ROUTES, type Account } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const account: Account = {
  id: "acc-1",
  email: "pat@example.com",
  role: "athlete",
  profileType: "Athlete",
  emailConfirmed: true,
  firstName: "Pat",
  lastName: "Lee",
  businessName: null,
};

async function passwordStep(path: string = ROUTES.login) {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Welcome back" });
  const { user } = rendered;
  await user.type(screen.getByLabelText("E-mail"), "pat@example.com");
  await user.type(screen.getByLabelText("Password"), "secret password");
  await user.click(screen.getByRole("button", { name: "Log In" }));
  await screen.findByRole("heading", { name: "Two-step verification" });
  return rendered;
}

describe("login's second step", () => {
  it("asks for the app's code after the password, then routes as any login", async () => {
    const api = mockApi({
      "POST /api/auth/local/signIn": { body: { data: { secondFactor: "totp" } } },
      "POST /api/auth/totp/verify": (body) =>
        (body as { code: string }).code === "123456"
          ? { body: { data: account } }
          : apiError(400, MESSAGES.wrongCode, "VALIDATION_ERROR", { code: MESSAGES.wrongCode }),
      "GET /api/profile/my": {
        body: { data: { account, profile: null, profileType: "Athlete" } },
      },
    });
    const { user, router } = await passwordStep();

    const field = screen.getByLabelText("Authentication code");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(field, "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MESSAGES.wrongCode)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(MESSAGES.wrongCode);

    await user.clear(field);
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted));
    expect(api.callsTo("POST", "/api/auth/totp/verify").at(-1)?.body).toEqual({ code: "123456" });
  });

  it("takes a recovery code instead, and goes back to the password when the half session ends", async () => {
    const api = mockApi({
      "POST /api/auth/local/signIn": { body: { data: { secondFactor: "totp" } } },
      "POST /api/auth/totp/verify": apiError(401, MESSAGES.tooManyWrongCodes, "UNAUTHORIZED"),
    });
    const { user } = await passwordStep();

    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    await user.type(screen.getByLabelText("Recovery code"), "abcde-fghjk");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("dialog")).toHaveTextContent(MESSAGES.tooManyWrongCodes);
    expect(screen.getByRole("button", { name: "Log In" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/totp/verify")[0]?.body).toEqual({ code: "abcde-fghjk" });
  });

  it.each([
    ["no next", ROUTES.login, "/operator"],
    ["next", `${ROUTES.login}?next=/operator/audit`, "/operator/audit"],
  ])("lands an operator on the console after the code (%s)", async (_, path, landing) => {
    const operator: Account = {
      ...account,
      role: "operator",
      profileType: null,
      email: "ops@example.com",
    };
    mockApi({
      "POST /api/auth/local/signIn": { body: { data: { secondFactor: "totp" } } },
      "POST /api/auth/totp/verify": { body: { data: operator } },
      "GET /api/profile/my": {
        body: {
          data: {
            account: { ...operator, status: "approved", statusMessage: null },
            profile: null,
            profileType: null,
            avatarUrl: null,
            representation: { athletes: [], agent: null },
          },
        },
      },
      // The console's own calls, answered as to an operator who passed the code.
      "GET /api/operator/accounts": { body: { data: { list: [], total: 0 } } },
      "GET /api/operator/funnel": { body: { data: { roles: [] } } },
      "GET /api/operator/audit": {
        body: { data: { list: [], total: 0, page: 1, pageSize: 50 } },
      },
    });
    const { user, router } = await passwordStep(path);

    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(landing),
    );
    expect(await screen.findByRole("navigation", { name: "Console" })).toBeVisible();
  });

  it("still sends an unfinished profile to its next step before the next= page", async () => {
    mockApi({
      "POST /api/auth/local/signIn": { body: { data: { secondFactor: "totp" } } },
      "POST /api/auth/totp/verify": { body: { data: account } },
      "GET /api/profile/my": {
        body: { data: { account, profile: null, profileType: "Athlete" } },
      },
    });
    const { user, router } = await passwordStep(`${ROUTES.login}?next=${ROUTES.settings}`);

    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.athleteGetStarted));
  });
});
