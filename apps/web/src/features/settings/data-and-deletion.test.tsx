import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";
import { accountSettings, settingsReply } from "@web/test/settings-fixtures";
import { setSignedIn } from "@web/stores/signed-in-store";

const exported = {
  format: "lineup-account-export/1",
  exportedAt: "2026-11-27T10:00:00.000Z",
  account: { email: "robin@example.com" },
};

describe("/settings: your data", () => {
  it("downloads the export as a JSON file, with progress and a notice", async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      "GET /api/account": settingsReply(accountSettings()),
      "GET /api/account/export": () =>
        new Promise((resolve) => (answer = () => resolve({ body: { data: exported } }))),
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:http://localhost/export";
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = renderApp(ROUTES.settings);
    const region = await screen.findByRole("region", { name: "Your data" });
    const button = within(region).getByRole("button", { name: "Download my data" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    answer(null);
    await waitFor(() =>
      expect(within(region).getByRole("status")).toHaveTextContent(
        "Your data has been downloaded.",
      ),
    );
    expect(clicked).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("lineup-data-2026-11-27.json");
    expect(JSON.parse(await saved[0]!.text())).toEqual({ data: exported });
  });
});

describe("/settings: delete account", () => {
  it("asks for the password in a dialog, refuses a wrong one under the field, then deletes and signs out", async () => {
    let attempts = 0;
    const api = mockApi({
      "GET /api/account": settingsReply(accountSettings()),
      "DELETE /api/account": () =>
        ++attempts === 1
          ? apiError(403, MESSAGES.wrongPassword, "FORBIDDEN", { password: MESSAGES.wrongPassword })
          : { body: { data: { ok: true } } },
      "DELETE /api/auth/logout": { body: { data: { ok: true } } },
    });
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete" });
    const { user, router } = renderApp(ROUTES.settings);
    const region = await screen.findByRole("region", { name: "Delete account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("robin@example.com");
    const confirm = within(dialog).getByRole("button", { name: "Delete my account for good" });
    await user.click(confirm);
    expect(await within(dialog).findByText(MESSAGES.enterPassword)).toBeVisible();
    await user.type(within(dialog).getByLabelText("Your password"), "Not-My-Password-1");
    await user.click(confirm);
    expect(await within(dialog).findByText(MESSAGES.wrongPassword)).toBeVisible();
    expect(router.state.location.pathname).toBe(ROUTES.settings);

    await user.clear(within(dialog).getByLabelText("Your password"));
    await user.type(within(dialog).getByLabelText("Your password"), "Blue-Harbor-Sprint-42");
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home));
    expect(await screen.findByText(MESSAGES.accountDeleted)).toBeVisible();
    expect(api.callsTo("DELETE", "/api/account").at(-1)!.body).toEqual({
      password: "Blue-Harbor-Sprint-42",
    });
    expect(localStorage.getItem("lineup-signed-in")).toBeNull();
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });

  it("keeps the account when the dialog is closed", async () => {
    const api = mockApi({ "GET /api/account": settingsReply(accountSettings()) });
    const { user } = renderApp(ROUTES.settings);
    const region = await screen.findByRole("region", { name: "Delete account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("DELETE", "/api/account")).toHaveLength(0);
  });

  it("deletes a provider-only account without a password right after a fresh sign-in", async () => {
    const api = mockApi({
      "GET /api/account": settingsReply(
        accountSettings("business", { hasPassword: false, providers: ["google"] }),
      ),
      "DELETE /api/account": { body: { data: { ok: true } } },
      "DELETE /api/auth/logout": { body: { data: { ok: true } } },
    });
    const { user, router } = renderApp(ROUTES.settings);
    const region = await screen.findByRole("region", { name: "Delete account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).queryByLabelText("Your password")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Delete my account for good" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home));
    expect(api.callsTo("DELETE", "/api/account")[0]!.body).toEqual({});
  });

  it("asks a provider-only person whose sign-in is old to sign in again, and shows a refusal inside the dialog", async () => {
    mockApi({
      "GET /api/account": settingsReply(
        accountSettings("athlete", {
          hasPassword: false,
          providers: ["facebook"],
          recentSignInUntil: new Date(Date.now() - 1000).toISOString(),
        }),
      ),
      "GET /api/auth/oauth2/link/facebook": apiError(429, MESSAGES.tooManyRequests, "RATE_LIMITED"),
    });
    const { user } = renderApp(ROUTES.settings);
    const region = await screen.findByRole("region", { name: "Delete account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).queryByRole("button", { name: "Delete my account for good" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Sign in with Facebook again" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.tooManyRequests);
  });
});
