import { MESSAGES, ROUTES } from "@lineup/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";
import { setSignedIn } from "@web/stores/signed-in-store";

const TOKEN = "t".repeat(43);

describe("/settings/confirm-email", () => {
  it("uses the link once and names the new address", async () => {
    const api = mockApi({
      "POST /api/account/email-change/confirm": { body: { data: { email: "new@example.com" } } },
    });
    renderApp(`${ROUTES.confirmEmailChange}?token=${TOKEN}`);
    expect(await screen.findByText(/You now sign in with/)).toHaveTextContent(
      `${MESSAGES.emailChanged} You now sign in with new@example.com.`,
    );
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.emailChanged);
    const card = screen.getByRole("region", { name: "Your new e-mail" });
    expect(within(card).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      ROUTES.login,
    );
    expect(api.callsTo("POST", "/api/account/email-change/confirm")).toEqual([
      expect.objectContaining({ body: { token: TOKEN } }),
    ]);
  });

  it("says so when the link is used, expired or missing", async () => {
    mockApi({
      "POST /api/account/email-change/confirm": apiError(
        400,
        MESSAGES.invalidEmailChangeLink,
        "INVALID_TOKEN",
      ),
    });
    renderApp(`${ROUTES.confirmEmailChange}?token=${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.invalidEmailChangeLink);
    expect(screen.getByRole("heading", { level: 1, name: "This link did not work" })).toBeVisible();
  });

  it("offers Settings to a signed-in person", async () => {
    mockApi({
      "POST /api/account/email-change/confirm": { body: { data: { email: "new@example.com" } } },
    });
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete" });
    renderApp(`${ROUTES.confirmEmailChange}?token=${TOKEN}`);
    expect(await screen.findByRole("link", { name: "Back to Settings" })).toHaveAttribute(
      "href",
      ROUTES.settings,
    );
  });
});
