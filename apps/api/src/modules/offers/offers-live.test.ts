import { randomUUID } from "node:crypto";
import type { LiveEvent, OfferDetail } from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { listening, openEvents, type EventStreamReader } from "@api-test/event-stream-reader";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import type { OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { outboxEmails } from "@api/db/schema";
import { OFFER_EMAIL_KIND } from "./offer-notify";

/** The private minimum: digits no id, date or amount of this file produces. */
const MINIMUM = 3141.59;
const HOUR = 60 * 60 * 1000;
/** A page going away is noticed by the server after the socket closes: waited for, up to this. */
const WAIT = { timeout: 5000 };

/**
 * The live path end to end (issue 24, decisions 0084 and 0086): an offer's parties hold
 * GET /api/events open on a listening server; each change made over HTTP reaches the other
 * party's page as `event: offer|message` with its id, and nobody else's. A party with a page
 * open gets no e-mail; one who is away gets one per offer and hour.
 */
describe.each(DATABASE_KINDS)("offers' live updates on %s", (kind) => {
  let t: MarketplaceApp;
  let base: string;
  const clock = new TestClock();
  let buyer: Caller;
  let stranger: Caller;
  let athlete: OfferAthlete;
  const pages: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { deps: { startOfferExpiry: false } });
    buyer = await t.buyer("business");
    stranger = await t.buyer("individual");
    athlete = await t.athlete(MINIMUM);
    base = await listening(t.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.cancel().catch(() => undefined)));
    await t?.close();
  });

  const page = async (cookie: string) => {
    const { reader, response } = await openEvents(base, cookie);
    expect(response.status).toBe(200);
    pages.push(reader!);
    return reader!;
  };
  const offerTo = async (who: OfferAthlete) => {
    const response = await call(t.app, "POST", "/api/offers", buyer.cookie, {
      athleteId: who.profileId,
      serviceId: who.serviceId,
      amount: 4000,
      message: "Would you run a clinic for our team?",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: OfferDetail }>().data;
  };
  const say = async (cookie: string, offerId: string, body: string) => {
    const response = await call(t.app, "POST", `/api/offers/${offerId}/messages`, cookie, {
      body,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** The next event of a page, as the page reads it. */
  const nextEvent = async (reader: EventStreamReader) => {
    const frame = await reader.nextEvent();
    expect(frame).not.toBeNull();
    return { event: frame!.event, data: JSON.parse(frame!.data!) as LiveEvent };
  };
  const offerMailsTo = (email: string) =>
    t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, OFFER_EMAIL_KIND), eq(outboxEmails.toAddress, email)));

  it("brings an offer, a message and a counter to the other party's open page, and to no one else's", async () => {
    const athletePage = await page(athlete.cookie);
    const buyerPage = await page(buyer.cookie);
    const strangerPage = await page(stranger.cookie);

    const offer = await offerTo(athlete);
    expect(await nextEvent(athletePage)).toEqual({
      event: "offer",
      data: { type: "offer", offerId: offer.id },
    });

    await say(buyer.cookie, offer.id, "We can also do a Saturday.");
    expect(await nextEvent(athletePage)).toEqual({
      event: "message",
      data: { type: "message", offerId: offer.id },
    });

    const countered = await call(t.app, "POST", `/api/offers/${offer.id}/actions`, athlete.cookie, {
      action: "counter",
      amount: 4500,
      message: "Saturday works for 4500.",
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(await nextEvent(buyerPage)).toEqual({
      event: "offer",
      data: { type: "offer", offerId: offer.id },
    });

    // Both parties heard theirs; the stranger's page heard nothing of it: a marker published to
    // the stranger now is the first event their page reads (one stream delivers in order).
    const marker: LiveEvent = { type: "message", offerId: randomUUID() };
    t.app.liveEvents.publish([stranger.userId], marker);
    expect(await nextEvent(strangerPage)).toEqual({ event: "message", data: marker });
    // Nor did the writer's own page hear their own change: the buyer's next event is the marker.
    t.app.liveEvents.publish([buyer.userId], marker);
    expect(await nextEvent(buyerPage)).toEqual({ event: "message", data: marker });

    // Both were on the page: nobody was e-mailed.
    expect(await offerMailsTo(athlete.email)).toHaveLength(0);
    expect(await offerMailsTo(buyer.email)).toHaveLength(0);
    // The streams carry ids only: never the minimum, an address or the messages' text.
    for (const reader of [athletePage, buyerPage, strangerPage]) {
      expect(reader.text).not.toMatch(/3141|314159|@|Saturday|clinic/i);
    }
  });

  it("e-mails a party who is away, once per offer and hour", async () => {
    const away = await t.athlete(MINIMUM);
    const athletePage = await page(away.cookie);
    const offer = await offerTo(away);
    expect(await nextEvent(athletePage)).toMatchObject({ data: { offerId: offer.id } });
    expect(await offerMailsTo(away.email)).toHaveLength(0);

    // The athlete closes their page; once the server has noticed, they are away.
    await athletePage.cancel();
    await vi.waitFor(
      async () => expect(await t.app.liveEvents.isListening(away.userId)).toBe(false),
      WAIT,
    );
    await say(buyer.cookie, offer.id, "Any news?");
    const first = await offerMailsTo(away.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(`${APP_URL}/offers/view?id=${offer.id}`);

    clock.advance(HOUR - 60_000);
    await say(buyer.cookie, offer.id, "Still there?");
    expect(await offerMailsTo(away.email)).toHaveLength(1);

    clock.advance(120_000);
    await say(buyer.cookie, offer.id, "One more try.");
    expect(await offerMailsTo(away.email)).toHaveLength(2);
  });
});
