import { MESSAGES, ROUTES, type RepresentationOverview } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "@web/lib/account-storage";
import { myAthlete } from "@web/test/athlete-fixtures";
import { apiError, mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const REQUEST = "6f1c1a52-8a63-4f4e-9d6a-0d3c2f1b7e11";

function overview(overrides: Partial<RepresentationOverview> = {}) {
  return {
    body: {
      data: { current: [], incoming: [], outgoing: [], invitedBy: null, ...overrides },
    },
  };
}

describe("the representation screen", { timeout: 15_000 }, () => {
  it("lets the athlete accept an agent's request, then shows the agent", async () => {
    let accepted = false;
    const api = mockApi({
      "GET /api/profile/my": myAthlete(null),
      "GET /api/representation": () =>
        accepted
          ? overview({
              current: [
                { id: REQUEST, name: "Ace Morgan", email: "ace@agency.com", since: "2026-11-23" },
              ],
            })
          : overview({ incoming: [{ id: REQUEST, name: "Ace Morgan", sentAt: "2026-11-23" }] }),
      [`POST /api/representation/${REQUEST}/accept`]: () => {
        accepted = true;
        return { body: { data: { ok: true } } };
      },
    });
    const { user } = renderApp(ROUTES.representation);
    const requests = await screen.findByRole("list", { name: "Requests for you" });
    expect(within(requests).getByText("Ace Morgan")).toBeInTheDocument();

    await user.click(within(requests).getByRole("button", { name: "Accept Ace Morgan" }));
    expect(await screen.findByText("You accepted Ace Morgan.")).toBeInTheDocument();
    const agent = await screen.findByRole("list", { name: "Your agent" });
    expect(agent).toHaveTextContent("ace@agency.com");
    expect(api.callsTo("POST", `/api/representation/${REQUEST}/accept`)).toHaveLength(1);
    expect(
      within(agent).getByRole("button", { name: "End representation with Ace Morgan" }),
    ).toBeEnabled();
  });

  it("shows a refused answer in words a screen reader hears", async () => {
    mockApi({
      "GET /api/profile/my": myAthlete(null),
      "GET /api/representation": overview({
        incoming: [{ id: REQUEST, name: "Ace Morgan", sentAt: "2026-11-23" }],
      }),
      [`POST /api/representation/${REQUEST}/decline`]: apiError(
        409,
        MESSAGES.representationDecided,
        "CONFLICT",
      ),
    });
    const { user } = renderApp(ROUTES.representation);
    await user.click(await screen.findByRole("button", { name: "Decline Ace Morgan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.representationDecided);
  });

  it("sends a signed-out person to log in, and back here afterwards", async () => {
    mockApi({
      "GET /api/profile/my": apiError(401, "Please sign in.", "UNAUTHENTICATED"),
      "GET /api/representation": apiError(401, "Please sign in.", "UNAUTHENTICATED"),
    });
    const { router } = renderApp(ROUTES.representation);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(sessionStorage.getItem(SESSION_KEYS.returnPath)).toBe(ROUTES.representation);
  });
});
