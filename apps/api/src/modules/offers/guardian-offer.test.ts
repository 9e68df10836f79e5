import { randomUUID } from "node:crypto";
import { ERROR_CODES, MESSAGES, type GuardianOfferView, type LiveEvent } from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { listening, openEvents, type EventStreamReader } from "@api-test/event-stream-reader";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { offerCalls } from "@api-test/offer-calls";
import { emailsTo, guardianOfferToken, makeMinor, setConsent } from "@api-test/minor-athlete";
import type { OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { offerHistory } from "@api/db/schema";
import { issueToken } from "@api/identity";
import { OFFER_EMAIL_KIND } from "./offer-notify";

const MINIMUM = 2236.07;
const HOUR = 60 * 60 * 1000;
const SERVICE = "Private clinic";

/**
 * The guardian's e-mailed link to a minor's accepted offer (issue 25, decision 0089), beyond the
 * happy paths of minor-offers.test.ts: which links it refuses, when the page stops offering a
 * decision, what each side is told of the decision, and whose open page hears of it.
 */
describe.each(DATABASE_KINDS)("the guardian's link to a minor's offer on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let shop: Caller;
  let agent: Caller;
  let minor: OfferAthlete;
  let guardian: string;
  let base: string;
  const pages: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { deps: { startOfferExpiry: false } });
    shop = await t.buyer("business");
    agent = await t.caller("agent");
    minor = await t.athlete(MINIMUM, agent.userId);
    guardian = `link.${kind}@family.test`;
    await makeMinor(t.db, minor.profileId, { guardianEmail: guardian });
    base = await listening(t.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.cancel().catch(() => undefined)));
    await t?.close();
  });

  const { made, acted, viewed } = offerCalls(() => t.app);
  /** From a new buyer each time: the ten-offer limit per pair never interferes. */
  const offerTo = async (extra: Record<string, unknown> = {}) => {
    const buyer = await t.buyer("business");
    return { buyer, offer: await made(buyer, minor, 3000, extra) };
  };
  const act = (cookie: string, id: string, action: string) => acted(cookie, id, { action });
  /** An offer the athlete accepted: it waits for the guardian, whose link this answers. */
  const acceptedByMinor = async (extra?: Record<string, unknown>) => {
    const made = await offerTo(extra);
    await act(minor.cookie, made.offer.id, "accept");
    return { ...made, token: await guardianOfferToken(t.db, guardian) };
  };
  const page = (token: string) => call(t.app, "GET", `/api/guardian/offer/${token}`);
  const pageView = async (token: string) => {
    const response = await page(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: GuardianOfferView }>().data;
  };
  const decide = (token: string, decision: "confirm" | "decline") =>
    call(t.app, "POST", `/api/guardian/offer/${token}`, undefined, { decision });
  const offerMails = async (email: string) =>
    (await emailsTo(t.db, email, OFFER_EMAIL_KIND)).map((mail) => mail.subject);
  const guardianMails = async () => (await emailsTo(t.db, guardian)).map((mail) => mail.subject);

  it("refuses a link that names no offer of the athlete it is bound to, reading or deciding", async () => {
    const { offer } = await acceptedByMinor();
    const now = clock.now();
    const links = {
      "another account's": await issueToken(t.db, "guardian_offer", now, shop.userId, {
        offerId: offer.id,
      }),
      "no account's": await issueToken(t.db, "guardian_offer", now, null, { offerId: offer.id }),
      "an offer that is not there": await issueToken(t.db, "guardian_offer", now, minor.userId, {
        offerId: randomUUID(),
      }),
      "an id that is not an offer's": await issueToken(t.db, "guardian_offer", now, minor.userId, {
        offerId: 42,
      }),
      "no offer at all": await issueToken(t.db, "guardian_offer", now, minor.userId, null),
      "another purpose's": await issueToken(t.db, "password_reset", now, minor.userId, {
        offerId: offer.id,
      }),
    };
    for (const [which, token] of Object.entries(links)) {
      for (const answer of [await page(token), await decide(token, "confirm")]) {
        expect(answer.statusCode, which).toBe(404);
        expect(answer.json(), which).toMatchObject({
          code: ERROR_CODES.notFound,
          message: MESSAGES.guardianOfferLinkInvalid,
        });
      }
    }
    expect((await viewed(minor.cookie, offer.id)).status).toBe("awaiting_confirmation");
  });

  it("offers the decision until the offer's deadline, not at it", async () => {
    const { offer, token } = await acceptedByMinor({ expiresInDays: 1 });
    const deadline = new Date(offer.expiresAt).getTime();
    clock.stop();
    try {
      clock.advance(deadline - clock.now().getTime() - 1);
      expect(await pageView(token)).toMatchObject({
        status: "awaiting_confirmation",
        awaitingGuardian: true,
      });
      clock.advance(1);
      expect(await pageView(token)).toMatchObject({
        status: "awaiting_confirmation",
        awaitingGuardian: false,
      });
      const late = await decide(token, "confirm");
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: MESSAGES.guardianOfferNotAwaiting });
    } finally {
      clock.run();
    }
  });

  it("offers no decision once the athlete declined what they had accepted", async () => {
    const { offer, token } = await acceptedByMinor();
    expect((await act(minor.cookie, offer.id, "decline")).status).toBe("declined");
    expect(await pageView(token)).toMatchObject({
      status: "declined",
      awaitingGuardian: false,
      athleteConfirmed: true,
    });
    expect((await decide(token, "confirm")).statusCode).toBe(409);
    expect((await viewed(minor.cookie, offer.id)).status).toBe("declined");
  });

  it("refuses the guardian's confirmation while consent is withdrawn, and still lets them decline", async () => {
    const { offer, token } = await acceptedByMinor();
    await setConsent(t.db, minor.profileId, "withdrawn");
    try {
      const refused = await decide(token, "confirm");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.guardianConsentRequired });
      expect((await viewed(minor.cookie, offer.id)).status).toBe("awaiting_confirmation");
      // The refusal used nothing up: the same link declines.
      const declined = await decide(token, "decline");
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json<{ data: GuardianOfferView }>().data.status).toBe("declined");
    } finally {
      await setConsent(t.db, minor.profileId, "consented");
    }
  });

  it("tells the parties and the guardian what the guardian decided, and records it in the history", async () => {
    // Each decision an hour after the athlete's move, past the hour's limit of offer e-mails.
    const decided = async (
      how: "accepted by the athlete" | "accepted by the agent",
      decision: "confirm" | "decline",
    ) => {
      const { buyer, offer } = await offerTo();
      await act(
        how === "accepted by the athlete" ? minor.cookie : agent.cookie,
        offer.id,
        "accept",
      );
      const token = await guardianOfferToken(t.db, guardian);
      clock.advance(HOUR + 60_000);
      const [buyerBefore, agentBefore, guardianBefore] = [
        (await offerMails(buyer.email)).length,
        (await offerMails(agent.email)).length,
        (await guardianMails()).length,
      ];
      const answer = await decide(token, decision);
      expect(answer.statusCode, answer.body).toBe(200);
      return {
        offer,
        buyer,
        toBuyer: (await offerMails(buyer.email)).slice(buyerBefore),
        toAgent: (await offerMails(agent.email)).slice(agentBefore),
        toGuardian: (await guardianMails()).slice(guardianBefore),
      };
    };

    // Confirmed after the athlete: accepted; both sides told, the guardian sent a copy.
    const accepted = await decided("accepted by the athlete", "confirm");
    expect(accepted.toBuyer).toEqual([`Offer accepted: ${SERVICE}`]);
    expect(accepted.toAgent).toEqual([`Offer accepted: ${SERVICE}`]);
    expect(accepted.toGuardian).toEqual([`Offer accepted: ${SERVICE}`]);
    const [step] = await t.db
      .select()
      .from(offerHistory)
      .where(and(eq(offerHistory.offerId, accepted.offer.id), eq(offerHistory.party, "guardian")));
    expect(step).toMatchObject({
      kind: "confirm",
      actorId: null,
      fromStatus: "awaiting_confirmation",
      toStatus: "accepted",
    });

    // Confirmed before the athlete: it waits for them; the guardian is not copied their own step.
    const first = await decided("accepted by the agent", "confirm");
    expect(first.toBuyer).toEqual([
      `Confirmed by the guardian, waiting for the athlete: ${SERVICE}`,
    ]);
    expect(first.toGuardian).toEqual([]);
    expect(await viewed(minor.cookie, first.offer.id)).toMatchObject({
      status: "awaiting_confirmation",
      confirmations: { athlete: false, guardian: true },
      viewerActions: ["confirm", "decline"],
    });

    // Declined: closed; the guardian gets the note that they declined.
    const declined = await decided("accepted by the athlete", "decline");
    expect(declined.toBuyer).toEqual([`Offer declined: ${SERVICE}`]);
    expect(declined.toGuardian).toEqual([`You declined an offer: ${SERVICE}`]);
    const [mail] = (await emailsTo(t.db, guardian)).slice(-1);
    expect(mail!.text).toContain("You declined the offer to Jordan Mitchell for Private clinic.");
    const closed = await viewed(declined.buyer.cookie, declined.offer.id);
    expect(closed.history.at(-1)).toMatchObject({
      kind: "decline",
      by: "guardian",
      byName: "Parent or guardian",
    });
  });

  it("brings the guardian's decision to the open pages of the offer's parties", async () => {
    const { buyer, offer, token } = await acceptedByMinor();
    const buyerPage = (await openEvents(base, buyer.cookie)).reader!;
    const agentPage = (await openEvents(base, agent.cookie)).reader!;
    pages.push(buyerPage, agentPage);
    expect((await decide(token, "confirm")).statusCode).toBe(200);
    for (const reader of [buyerPage, agentPage]) {
      const frame = await reader.nextEvent();
      expect(frame).not.toBeNull();
      expect({ event: frame!.event, data: JSON.parse(frame!.data!) as LiveEvent }).toEqual({
        event: "offer",
        data: { type: "offer", offerId: offer.id },
      });
    }
  });
});
