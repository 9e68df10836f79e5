import { MESSAGES, ROUTES, type OfferDetail } from "@lineup/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setSignedIn } from "@web/stores/signed-in-store";
import { mockApi } from "@web/test/mock-api";
import { OFFER_ID, offerDetail, threadMessage } from "@web/test/offer-fixtures";
import { renderApp } from "@web/test/render-app";

const base = `/api/offers/${OFFER_ID}`;

function openOffer(offer: OfferDetail, messages = [threadMessage()]) {
  setSignedIn({ name: "Peak Sports Co.", initials: "PS", role: "business" });
  mockApi({
    [`GET ${base}`]: { body: { data: offer } },
    [`GET ${base}/messages`]: { body: { data: { list: messages } } },
  });
  return renderApp(`${ROUTES.offer}?id=${OFFER_ID}`);
}

describe("a minor's offer (issue 25)", () => {
  it("says a paused offer waits for a parent or guardian's consent", async () => {
    openOffer(offerDetail({ paused: true }));
    expect(await screen.findByText(MESSAGES.minorNeedsConsent)).toBeVisible();
    // The thread is closed both ways while paused (the API refuses a message with 403).
    expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull();
  });

  it("says an accepted offer waits for the guardian, and names the guardian by role", async () => {
    const accepted = offerDetail({
      status: "awaiting_confirmation",
      viewerParty: "buyer",
      viewerActions: ["withdraw"],
      confirmations: { athlete: true, guardian: false },
    });
    openOffer(
      {
        ...accepted,
        history: [
          ...accepted.history,
          {
            id: "h2",
            kind: "accept",
            by: "athlete",
            byName: "Aaliyah Brooks",
            at: "2026-11-28T10:00:00.000Z",
          },
          {
            id: "h3",
            kind: "decline",
            by: "guardian",
            byName: "Ana Brooks",
            at: "2026-11-28T11:00:00.000Z",
          },
        ],
      },
      [threadMessage({ from: "guardian", authorName: "Ana Brooks", body: "Which day?" })],
    );

    expect(
      await screen.findByText(
        "Aaliyah Brooks accepted. Waiting for their parent or guardian to confirm.",
      ),
    ).toBeVisible();
    expect(screen.getByText(MESSAGES.offerAwaitsGuardian)).toBeVisible();
    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getAllByText(/Parent or guardian/)).toHaveLength(1);
    expect(within(history).queryByText(/Ana Brooks/)).toBeNull();
    // The history's row and the thread's message: by role, never the guardian's name.
    expect(screen.getAllByText(/^Parent or guardian ·/, { selector: "p" })).toHaveLength(2);
    expect(screen.queryByText(/Ana Brooks/)).toBeNull();
  });

  it("shows nothing of the kind for an adult's offer, or an answer without the fields", async () => {
    openOffer(offerDetail());
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(MESSAGES.minorNeedsConsent)).toBeNull();
    expect(screen.queryByText(MESSAGES.offerAwaitsGuardian)).toBeNull();
  });
});
