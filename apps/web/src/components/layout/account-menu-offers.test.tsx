import { ROUTES, type OfferSummary } from "@lineup/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setSignedIn } from "@web/stores/signed-in-store";
import { useFakeEventSource } from "@web/test/fake-event-source";
import { mockApi } from "@web/test/mock-api";
import { renderApp } from "@web/test/render-app";

const summary = (awaitingYou: number, unreadMessages: number): OfferSummary => ({
  awaitingYou,
  awaitingOthers: 0,
  unreadMessages,
});

describe("the header's offers count", () => {
  it("shows offers waiting for the person plus unread messages, and follows live events", async () => {
    const streams = useFakeEventSource();
    let answer = summary(1, 2);
    const api = mockApi({ "GET /api/offers/summary": () => ({ body: { data: answer } }) });
    setSignedIn({ name: "Robin Hale", initials: "RH", role: "athlete" });
    const { user } = renderApp(ROUTES.home);

    expect(
      await screen.findByRole("button", { name: "Account menu for Robin Hale, 3 offer updates" }),
    ).toBeVisible();
    // One stream for the tab, opened once the count was read.
    await waitFor(() => expect(streams.live()).toHaveLength(1));
    expect(streams.live()[0]!.url).toBe("/api/events");

    answer = summary(0, 5);
    streams.live()[0]!.emit("message", { type: "message", offerId: "o-1" });
    const button = await screen.findByRole("button", {
      name: "Account menu for Robin Hale, 5 offer updates",
    });
    expect(api.callsTo("GET", "/api/offers/summary")).toHaveLength(2);

    await user.click(button);
    expect(
      await screen.findByRole("menuitem", { name: "Offers, 5 need your attention" }),
    ).toHaveAttribute("href", ROUTES.offers);
  });

  it("shows no count and opens no stream when the summary is not the person's to read", async () => {
    const streams = useFakeEventSource();
    mockApi(); // GET /api/offers/summary answers 404 here, as to anyone it is closed to.
    setSignedIn({ name: "Pat Pending", initials: "PP", role: "business" });
    renderApp(ROUTES.home);

    expect(
      await screen.findByRole("button", { name: "Account menu for Pat Pending" }),
    ).toBeVisible();
    expect(streams.live()).toHaveLength(0);
  });

  it("gives an operator no Offers entry and reads no summary", async () => {
    const api = mockApi();
    setSignedIn({ name: "Olga Operator", initials: "OO", role: "operator" });
    const { user } = renderApp(ROUTES.home);

    await user.click(await screen.findByRole("button", { name: "Account menu for Olga Operator" }));
    await screen.findByRole("menu");
    expect(screen.queryByRole("menuitem", { name: /Offers/ })).toBeNull();
    expect(api.callsTo("GET", "/api/offers/summary")).toHaveLength(0);
  });
});
