import { LIMITS, MESSAGES, ROUTES } from "@lineup/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Component as PasswordRecoveryEmailPage } from "@web/routes/auth/password-recovery-email-page";
import { useFakeClock } from "@web/test/fake-clock";
import { apiError, mockApi, rateLimited } from "@web/test/mock-api";
import { renderApp, renderScreen } from "@web/test/render-app";

describe("forgot password", () => {
  it("says 'Please enter email' when the field is blank", async () => {
    const api = mockApi();
    const { user } = renderApp(ROUTES.forgotPassword);
    await screen.findByRole("heading", { level: 1, name: "Forgot your password?" });

    await user.click(screen.getByRole("button", { name: "Send a Link" }));

    // Submitted at once, maybe before the schema's chunk: the resolver waits for it.
    expect(await screen.findByText("Please enter email")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Please enter email");
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("requests the link and opens the link-sent screen", async () => {
    const api = mockApi({
      "POST /api/auth/reset-password-request": { body: { data: { message: MESSAGES.resetSent } } },
    });
    const { user, router } = renderApp(ROUTES.forgotPassword);
    await user.type(await screen.findByLabelText("E-mail"), "Pat@Example.com");

    await user.click(screen.getByRole("button", { name: "Send a Link" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.passwordRecoveryEmail));
    expect(router.state.location.search).toBe("?email=pat%40example.com");
    expect(api.callsTo("POST", "/api/auth/reset-password-request")[0]?.body).toEqual({
      email: "pat@example.com",
    });
  });

  it("tells how long to wait when the server holds requests for the address back (429)", async () => {
    mockApi({ "POST /api/auth/reset-password-request": rateLimited(30) });
    const { user, router } = renderApp(ROUTES.forgotPassword);
    await user.type(await screen.findByLabelText("E-mail"), "pat@example.com");

    await user.click(screen.getByRole("button", { name: "Send a Link" }));

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(
      within(dialog).getByText("Too many attempts. Try again in 30 seconds."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.forgotPassword);
  });

  it("goes back on Cancel", async () => {
    mockApi();
    const { user, router } = renderApp(ROUTES.login);
    await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await screen.findByRole("heading", { level: 1, name: "Forgot your password?" });

    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
  });
});

describe("password recovery e-mail sent", () => {
  it("keeps Resend disabled for 59 seconds, then resends and counts again", async () => {
    useFakeClock();
    const api = mockApi({
      "POST /api/auth/reset-password-request": { body: { data: { message: MESSAGES.resetSent } } },
    });
    const { user } = renderScreen(
      <PasswordRecoveryEmailPage />,
      `${ROUTES.passwordRecoveryEmail}?email=pat%40example.com`,
    );
    const resend = () => screen.getByRole("button", { name: /^Resend/ });

    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent("Resend in 0:59");
    act(() => {
      vi.advanceTimersByTime((LIMITS.resendCountdownSeconds - 1) * 1000);
    });
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent("Resend in 0:01");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(resend()).toBeEnabled();
    expect(resend()).toHaveTextContent(/^Resend$/);

    await user.click(resend());

    await waitFor(() => expect(resend()).toBeDisabled());
    expect(resend()).toHaveTextContent("Resend in 0:59");
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.resetSent);
    expect(api.callsTo("POST", "/api/auth/reset-password-request")[0]?.body).toEqual({
      email: "pat@example.com",
    });
  });
});

describe("set new password", () => {
  async function openForm(path = `${ROUTES.setNewPassword}?code=reset-code-0123456789`) {
    const rendered = renderApp(path);
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    return rendered;
  }

  it("refuses passwords that do not match", async () => {
    const api = mockApi();
    const { user } = await openForm();

    await user.type(screen.getByLabelText("New Password"), "first password");
    await user.type(screen.getByLabelText("Confirm Password"), "other password");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    expect(screen.getByLabelText("Confirm Password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(api.calls.filter((call) => call.method === "PATCH")).toHaveLength(0);
  });

  it("saves the password with the code and goes home", async () => {
    const api = mockApi({
      "PATCH /api/auth/restore-password": { body: { data: { message: MESSAGES.passwordChanged } } },
    });
    const { user, router } = await openForm();

    await user.type(screen.getByLabelText("New Password"), "brand new pass");
    await user.type(screen.getByLabelText("Confirm Password"), "brand new pass");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home));
    expect(api.callsTo("PATCH", "/api/auth/restore-password")[0]?.body).toEqual({
      password: "brand new pass",
      code: "reset-code-0123456789",
    });
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
  });

  it("shows a failure and lets the person try again", async () => {
    mockApi({
      "PATCH /api/auth/restore-password": apiError(400, MESSAGES.invalidResetLink, "INVALID_TOKEN"),
    });
    const { user, router } = await openForm();

    await user.type(screen.getByLabelText("New Password"), "brand new pass");
    await user.type(screen.getByLabelText("Confirm Password"), "brand new pass");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    const dialog = await screen.findByRole("dialog", { name: MESSAGES.problemTitle });
    expect(within(dialog).getByText(MESSAGES.invalidResetLink)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      ROUTES.forgotPassword,
    );
    const save = screen.getByRole("button", { name: "Save new password", hidden: true });
    expect(save).not.toHaveAttribute("aria-disabled");
    expect(router.state.location.pathname).toBe(ROUTES.setNewPassword);
  });

  it("explains a link without a code", async () => {
    renderApp(ROUTES.setNewPassword);
    expect(await screen.findByText(MESSAGES.invalidResetLink)).toBeInTheDocument();
  });
});
