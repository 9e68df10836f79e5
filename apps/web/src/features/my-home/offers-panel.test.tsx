import { MESSAGES, ROUTES, type OfferSummary } from "@lineup/shared";
import { screen, waitFor, within, type BoundFunctions, type queries } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFakeEventSource } from "@web/test/fake-event-source";
import { apiError, mockApi } from "@web/test/mock-api";
import { myProfile } from "@web/test/profile-fixtures";
import { renderApp } from "@web/test/render-app";

const done = { id: "prof-1", nextStep: "done" } as const;
const noLinks = { athletes: [], agent: null };
const approved = { status: "approved", statusMessage: null } as const;

type Panel = BoundFunctions<typeof queries>;
const figure = (panel: Panel, label: string) => panel.getByText(label).nextSibling;

describe("the Offers panel on home", () => {
  // First in the file: the header's count (lib/offer-counts.ts) is module state, and a re-read a
  // test before left in flight (a busy machine) would land in this test's calls.
  it("asks nothing about offers for a person not approved yet", async () => {
    const api = mockApi({ "GET /api/profile/my": myProfile("athlete", done) });
    renderApp(ROUTES.myHome);
    expect(await screen.findByRole("heading", { name: MESSAGES.waitingList })).toBeVisible();
    expect(api.callsTo("GET", "/api/offers/summary")).toHaveLength(0);
  });

  it("shows an athlete what waits for them, unread messages and offers turned away, and follows live events", async () => {
    const streams = useFakeEventSource();
    let summary: OfferSummary = {
      awaitingYou: 2,
      awaitingOthers: 1,
      unreadMessages: 4,
      belowMinimumTurnedAway: 3,
    };
    mockApi({
      "GET /api/profile/my": myProfile("athlete", done, noLinks, approved),
      "GET /api/offers/summary": () => ({ body: { data: summary } }),
    });
    renderApp(ROUTES.myHome);

    const panel = within(await screen.findByRole("region", { name: "Offers" }));
    expect(figure(panel, "Waiting for you")).toHaveTextContent("2");
    expect(figure(panel, "Waiting for the other side")).toHaveTextContent("1");
    expect(figure(panel, "Unread messages")).toHaveTextContent("4");
    expect(
      panel.getByText("3 offers below your minimum were turned away in the last 30 days."),
    ).toBeVisible();
    expect(panel.getByRole("link", { name: "Open your offers" })).toHaveAttribute(
      "href",
      ROUTES.offers,
    );

    await waitFor(() => expect(streams.live().length).toBeGreaterThan(0));
    summary = { ...summary, awaitingYou: 3 };
    streams.live()[0]!.emit("offer", { type: "offer", offerId: "o-9" });
    await waitFor(() => expect(figure(panel, "Waiting for you")).toHaveTextContent("3"));
  });

  it("tells an agent of offers below their athletes' minimums, not a minimum of their own", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("agent", null, noLinks, approved),
      "GET /api/offers/summary": {
        body: {
          data: { awaitingYou: 0, awaitingOthers: 0, unreadMessages: 0, belowMinimumTurnedAway: 1 },
        },
      },
    });
    renderApp(ROUTES.myHome);

    const panel = within(await screen.findByRole("region", { name: "Offers" }));
    expect(
      panel.getByText("1 offer below your athletes' minimums was turned away in the last 30 days."),
    ).toBeVisible();
    expect(panel.queryByText(/below your minimum/)).toBeNull();
  });

  it("gives a buyer the counts without the turned-away line", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("business", done, noLinks, approved),
      "GET /api/shortlist": { body: { data: { list: [], total: 0 } } },
      "GET /api/offers/summary": {
        body: { data: { awaitingYou: 0, awaitingOthers: 2, unreadMessages: 0 } },
      },
    });
    renderApp(ROUTES.myHome);

    const panel = within(await screen.findByRole("region", { name: "Offers" }));
    expect(figure(panel, "Waiting for the other side")).toHaveTextContent("2");
    expect(panel.queryByText(/turned away/)).toBeNull();
  });

  it("leaves the panel out, and shows the rest of home, when the summary cannot be read", async () => {
    mockApi({
      "GET /api/profile/my": myProfile("athlete", done, noLinks, approved),
      "GET /api/offers/summary": apiError(500, MESSAGES.anUnknownErrorOccurred, "INTERNAL_ERROR"),
    });
    renderApp(ROUTES.myHome);

    expect(await screen.findByRole("heading", { name: "You're approved" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Offers" })).toBeNull();
  });
});
