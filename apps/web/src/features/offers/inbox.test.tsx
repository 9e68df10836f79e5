import { MESSAGES, ROUTES, type OfferList } from "@lineup/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setSignedIn } from "@web/stores/signed-in-store";
import { useFakeEventSource } from "@web/test/fake-event-source";
import { apiError, mockApi } from "@web/test/mock-api";
import { OFFER_ID, offer, offerList } from "@web/test/offer-fixtures";
import { renderApp } from "@web/test/render-app";

const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo("GET", "/api/offers").map((call) => new URL(call.path, "http://x").searchParams);

describe("the offers inbox", () => {
  it("opens a buyer's Sent box: athlete, service, amount, status, unread and expiry on each card", async () => {
    setSignedIn({ name: "Peak Sports Co.", initials: "PS", role: "business" });
    const api = mockApi({
      "GET /api/offers": {
        body: {
          data: offerList(
            [
              offer({ viewerParty: "buyer", viewerActions: [], unreadMessages: 2 }),
              offer({
                id: "other",
                status: "accepted",
                viewerParty: "buyer",
                viewerActions: [],
                athlete: { id: "a2", name: "Marcus Lee", avatarUrl: null },
                updatedAt: "2026-11-20T12:00:00.000Z",
              }),
            ],
            { unread: 1 },
          ),
        },
      },
    });
    renderApp(ROUTES.offers);

    const first = await screen.findByRole("link", { name: "Aaliyah Brooks" });
    expect(first).toHaveAttribute("href", `${ROUTES.offer}?id=${OFFER_ID}`);
    const card = first.closest("article")!;
    expect(card).toHaveTextContent("Social Media Post · $250");
    expect(card).toHaveTextContent("Pending");
    expect(card).toHaveTextContent("2 unread");
    expect(card).toHaveTextContent("Expires Dec 4, 2026");
    const second = screen.getByRole("link", { name: "Marcus Lee" }).closest("article")!;
    expect(second).toHaveTextContent("Accepted");
    expect(second).toHaveTextContent("Last change Nov 20, 2026");
    expect(second).not.toHaveTextContent("unread");
    expect(screen.getByRole("status")).toHaveTextContent("2 offers, 1 needs your attention");
    expect(screen.getByRole("link", { name: "Sent" })).toHaveAttribute("aria-current", "page");
    expect(listCalls(api)[0]!.get("box")).toBe("sent");
  });

  it("opens an agent's Received box and says which athlete each offer is for", async () => {
    setSignedIn({ name: "Dana Reyes", initials: "DR", role: "agent" });
    const api = mockApi({
      "GET /api/offers": {
        body: { data: offerList([offer({ viewerParty: "agent", viewerActions: ["accept"] })]) },
      },
    });
    renderApp(ROUTES.offers);

    const card = (await screen.findByRole("link", { name: "Peak Sports Co." })).closest("article")!;
    expect(card).toHaveTextContent("For Aaliyah Brooks");
    expect(screen.getByRole("link", { name: "Received" })).toHaveAttribute("aria-current", "page");
    expect(listCalls(api)[0]!.get("box")).toBe("received");
  });

  it("filters by status and changes box through the address", async () => {
    setSignedIn({ name: "Aaliyah Brooks", initials: "AB", role: "athlete" });
    const api = mockApi({ "GET /api/offers": { body: { data: offerList([offer()]) } } });
    const { user, router } = renderApp(ROUTES.offers);
    await screen.findByRole("link", { name: "Peak Sports Co." });

    await user.selectOptions(screen.getByLabelText("Status"), "Countered");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?box=received&status=countered"),
    );
    await waitFor(() => expect(listCalls(api).at(-1)!.get("status")).toBe("countered"));

    // The box links keep the filter once the filtered page is on screen.
    const sent = screen.getByRole("link", { name: "Sent" });
    await waitFor(() => expect(sent).toHaveAttribute("href", expect.stringContaining("countered")));
    await user.click(sent);
    await waitFor(() => expect(listCalls(api).at(-1)!.get("box")).toBe("sent"));
    expect(listCalls(api).at(-1)!.get("status")).toBe("countered");
  });

  it("shows a skeleton, not the old cards, while another box loads", async () => {
    setSignedIn({ name: "Aaliyah Brooks", initials: "AB", role: "athlete" });
    let release: () => void = () => undefined;
    mockApi({
      "GET /api/offers": async (_body, url) => {
        if (url.searchParams.get("box") === "sent") {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return { body: { data: offerList([offer()]) } };
      },
    });
    const { user } = renderApp(ROUTES.offers);
    await screen.findByRole("link", { name: "Peak Sports Co." });

    await user.click(screen.getByRole("link", { name: "Sent" }));
    expect(await screen.findByText("Loading…")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Peak Sports Co." })).toBeNull();
    release();
    expect(await screen.findByRole("link", { name: "Aaliyah Brooks" })).toBeVisible();
  });

  it("shows a buyer with no offers where to find athletes", async () => {
    setSignedIn({ name: "Peak Sports Co.", initials: "PS", role: "individual" });
    mockApi({ "GET /api/offers": { body: { data: offerList([]) } } });
    renderApp(ROUTES.offers);

    expect(await screen.findByText("You have not made an offer yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Find athletes" })).toHaveAttribute(
      "href",
      ROUTES.search,
    );
  });

  it("offers to show all offers when a status filter finds none", async () => {
    setSignedIn({ name: "Aaliyah Brooks", initials: "AB", role: "athlete" });
    mockApi({ "GET /api/offers": { body: { data: offerList([]) } } });
    renderApp(`${ROUTES.offers}?box=received&status=expired`);

    expect(await screen.findByText("No offers here are expired.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Show all offers" })).toHaveAttribute(
      "href",
      `${ROUTES.offers}?box=received`,
    );
  });

  it("reads the page again on any live offer event", async () => {
    const streams = useFakeEventSource();
    setSignedIn({ name: "Aaliyah Brooks", initials: "AB", role: "athlete" });
    let data: OfferList = offerList([]);
    const api = mockApi({ "GET /api/offers": () => ({ body: { data } }) });
    renderApp(ROUTES.offers);
    expect(await screen.findByText("No offers have arrived yet.")).toBeVisible();
    await waitFor(() => expect(streams.live().length).toBeGreaterThan(0));

    data = offerList([offer()]);
    streams.live()[0]!.emit("offer", { type: "offer", offerId: OFFER_ID });
    expect(await screen.findByRole("link", { name: "Peak Sports Co." })).toBeVisible();
    expect(listCalls(api)).toHaveLength(2);
  });

  it("tells someone not approved yet why, on the screen", async () => {
    setSignedIn({ name: "Pat Pending", initials: "PP", role: "business" });
    mockApi({ "GET /api/offers": apiError(403, MESSAGES.offersNotApproved, "FORBIDDEN") });
    renderApp(ROUTES.offers);
    expect(await screen.findByText(MESSAGES.offersNotApproved)).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your home" })).toBeVisible();
  });

  it("sends a signed-out visitor to login and back", async () => {
    mockApi({ "GET /api/profile/my": apiError(401, "Not signed in", "UNAUTHORIZED") });
    const { router } = renderApp(`${ROUTES.offers}?box=sent`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`${ROUTES.offers}?box=sent`)}`,
    );
  });

  it("asks who is signed in when the header's record is gone, and opens their box", async () => {
    const api = mockApi({
      "GET /api/profile/my": {
        body: {
          data: {
            account: {
              firstName: "Sam",
              lastName: "Buyer",
              businessName: null,
              email: "sam@example.com",
              role: "individual",
            },
            avatarUrl: null,
          },
        },
      },
      "GET /api/offers": { body: { data: offerList([]) } },
    });
    renderApp(ROUTES.offers);
    expect(await screen.findByText("You have not made an offer yet.")).toBeVisible();
    expect(listCalls(api)[0]!.get("box")).toBe("sent");
    expect(within(screen.getByRole("banner")).getByText(/Sam Buyer/)).toBeVisible();
  });
});
