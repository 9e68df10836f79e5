import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { browserLocation } from "@web/lib/browser-location";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";
import { accountSettings, settingsReply } from "@web/test/settings-fixtures";

const PASSWORD = "Blue-Harbor-Sprint-42";
const NEW_PASSWORD = "Amber-Falcon-Ridge-93";

async function open(section: string) {
  const view = renderApp(ROUTES.settings);
  return { ...view, region: await screen.findByRole("region", { name: section }) };
}

describe("/settings: e-mail", () => {
  it("asks for the password, puts the API's answer under the field, then shows the link waiting", async () => {
    const api = mockApi({
      "GET /api/account": settingsReply(accountSettings()),
      "POST /api/account/email-change": (body) =>
        (body as { email: string }).email === "taken@example.com"
          ? apiError(409, MESSAGES.emailTaken, "CONFLICT", { email: MESSAGES.emailTaken })
          : { body: { data: { message: MESSAGES.emailChangeSent } } },
    });
    const { user, region } = await open("E-mail");
    const send = within(region).getByRole("button", { name: "Send confirmation link" });
    await user.type(within(region).getByLabelText("New e-mail"), "taken@example.com");
    await user.click(send);
    expect(await within(region).findByText(MESSAGES.enterPassword)).toBeVisible();
    expect(within(region).getByLabelText("Your password")).toHaveFocus();

    await user.type(within(region).getByLabelText("Your password"), PASSWORD);
    await user.click(send);
    expect(await within(region).findByText(MESSAGES.emailTaken)).toBeVisible();
    expect(within(region).getByLabelText("New e-mail")).toHaveFocus();

    await user.clear(within(region).getByLabelText("New e-mail"));
    await user.type(within(region).getByLabelText("New e-mail"), "New@Example.com");
    await user.click(send);
    await waitFor(() =>
      expect(within(region).getByRole("status")).toHaveTextContent(MESSAGES.emailChangeSent),
    );
    expect(within(region).getByText(/We sent a link to/)).toHaveTextContent("new@example.com");
    expect(api.callsTo("POST", "/api/account/email-change").at(-1)!.body).toEqual({
      email: "new@example.com",
      password: PASSWORD,
    });
    expect(within(region).getByLabelText("New e-mail")).toHaveValue("");
  });

  it("sends a provider-only person to sign in again first, and back to Settings", async () => {
    mockApi({
      "GET /api/account": settingsReply(
        accountSettings("individual", {
          hasPassword: false,
          providers: ["google"],
          recentSignInUntil: new Date(Date.now() - 60_000).toISOString(),
        }),
      ),
      "GET /api/auth/oauth2/link/google": { body: { data: "https://accounts.example/authorize" } },
    });
    const assign = vi.spyOn(browserLocation, "assign").mockImplementation(() => {});
    const { user, region } = await open("E-mail");
    expect(within(region).queryByLabelText("New e-mail")).toBeNull();
    await user.click(within(region).getByRole("button", { name: "Sign in with Google again" }));
    expect(assign).toHaveBeenCalledWith("https://accounts.example/authorize");
    expect(sessionStorage.getItem("return-path")).toBe(ROUTES.settings);
  });
});

describe("/settings: password", () => {
  it("checks the new password twice, shows a wrong current password under its field, then changes it", async () => {
    let attempts = 0;
    const api = mockApi({
      "GET /api/account": settingsReply(accountSettings()),
      "POST /api/account/password": () =>
        ++attempts === 1
          ? apiError(403, MESSAGES.wrongPassword, "FORBIDDEN", {
              currentPassword: MESSAGES.wrongPassword,
            })
          : { body: { data: { message: MESSAGES.passwordUpdated } } },
    });
    const { user, region } = await open("Password");
    const current = within(region).getByLabelText("Current password");
    const next = within(region).getByLabelText("New password");
    const again = within(region).getByLabelText("Confirm new password");
    const change = within(region).getByRole("button", { name: "Change password" });

    await user.type(current, "wrong-one");
    await user.type(next, "short");
    await user.type(again, "other");
    await user.click(change);
    expect(await within(region).findByText(MESSAGES.passwordMin6)).toBeVisible();
    expect(within(region).getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();

    await user.clear(next);
    await user.type(next, NEW_PASSWORD);
    await user.clear(again);
    await user.type(again, NEW_PASSWORD);
    await user.click(change);
    expect(await within(region).findByText(MESSAGES.wrongPassword)).toBeVisible();
    expect(current).toHaveFocus();

    await user.clear(current);
    await user.type(current, PASSWORD);
    await user.click(change);
    await waitFor(() =>
      expect(within(region).getByRole("status")).toHaveTextContent(MESSAGES.passwordUpdated),
    );
    expect(api.callsTo("POST", "/api/account/password").at(-1)!.body).toEqual({
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(current).toHaveValue("");
  });

  it("offers a provider-only person a link to set a password", async () => {
    const api = mockApi({
      "GET /api/account": settingsReply(accountSettings("agent", { hasPassword: false })),
      "POST /api/auth/reset-password-request": { body: { data: { message: MESSAGES.resetSent } } },
    });
    const { user, region } = await open("Password");
    expect(within(region).queryByLabelText("Current password")).toBeNull();
    await user.click(within(region).getByRole("button", { name: "E-mail me a link to set one" }));
    await waitFor(() =>
      expect(within(region).getByRole("status")).toHaveTextContent(
        "We have sent a link to robin@example.com to set a password.",
      ),
    );
    expect(api.callsTo("POST", "/api/auth/reset-password-request")[0]!.body).toEqual({
      email: "robin@example.com",
    });
  });
});
