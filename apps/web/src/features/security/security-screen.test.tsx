import { MESSAGES, ROUTES, type SessionSummary } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const session = (id: string, device: string, current = false): SessionSummary => ({
  id,
  device,
  place: "Local network",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: "2026-11-23T10:00:00.000Z",
  current,
});

describe("/settings/security", () => {
  it("sends a signed-out visitor to log in", async () => {
    mockApi({
      "GET /api/auth/sessions": apiError(401, MESSAGES.notSignedIn, "UNAUTHORIZED"),
      "GET /api/auth/totp": apiError(401, MESSAGES.notSignedIn, "UNAUTHORIZED"),
    });
    const { router } = renderApp(ROUTES.settingsSecurity);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
  });

  it("lists the devices, signs one out, then everywhere else", async () => {
    const api = mockApi({
      "GET /api/auth/sessions": {
        body: {
          data: [
            session("a", "Chrome on macOS"),
            session("b", "Safari on iOS", true),
            session("c", "Firefox on Windows"),
          ],
        },
      },
      "GET /api/auth/totp": { body: { data: { enabled: false } } },
      "DELETE /api/auth/sessions/a": { body: { data: { ok: true } } },
      "POST /api/auth/sessions/end-others": { body: { data: { ended: 1 } } },
    });
    const { user } = renderApp(ROUTES.settingsSecurity);
    await screen.findByRole("heading", { level: 1, name: "Security" });

    const devices = screen.getByRole("region", { name: "Where you are signed in" });
    const items = within(devices).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Safari on iOS");
    expect(within(items[0]!).getByText("This device")).toBeInTheDocument();
    expect(within(items[0]!).queryByRole("button")).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Sign out Chrome on macOS/ }));
    expect(await screen.findByText("Signed out of Chrome on macOS.")).toBeInTheDocument();
    expect(screen.queryByText("Chrome on macOS")).toBeNull();
    expect(api.callsTo("DELETE", "/api/auth/sessions/a")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText("Signed out everywhere else.")).toBeInTheDocument();
    expect(screen.queryByText("Firefox on Windows")).toBeNull();
    expect(screen.getByText("Safari on iOS")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set up two-step verification" })).toBeVisible();
  });
});
