import {
  ERROR_CODES,
  MESSAGES,
  OFFER_ACTIONS,
  type OfferDetail,
  type OfferList,
  type OfferStatus,
} from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { endRepresentation, type OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { offerHistory, outboxEmails } from "@api/db/schema";
import { nextStatus } from "./offer-transitions";

const OPERATOR = "offers.operator@lineup.test";
const MINIMUM = 2718.29;
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("who sees and moves an offer, races and expiry on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let buyer: Caller;
  let stranger: Caller;
  let agent: Caller;
  let operatorCookie: string;
  let athlete: OfferAthlete;
  let otherAthlete: OfferAthlete;

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, {
      operators: [OPERATOR],
      deps: { startOfferExpiry: false },
    });
    buyer = await t.buyer("business");
    stranger = await t.buyer("individual");
    agent = await t.caller("agent");
    operatorCookie = (await t.operator()).cookie;
    athlete = await t.athlete(MINIMUM, agent.userId);
    otherAthlete = await t.athlete(MINIMUM);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const offerTo = async (who: OfferAthlete, extra: Record<string, unknown> = {}) => {
    const response = await call(t.app, "POST", "/api/offers", buyer.cookie, {
      athleteId: who.profileId,
      serviceId: who.serviceId,
      amount: 3000,
      message: "Would you run a clinic for our team?",
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: OfferDetail }>().data;
  };
  const act = (cookie: string, id: string, body: Record<string, unknown>) =>
    call(t.app, "POST", `/api/offers/${id}/actions`, cookie, body);
  const historyRows = (offerId: string, kind?: string) =>
    t.db
      .select()
      .from(offerHistory)
      .where(
        and(
          eq(offerHistory.offerId, offerId),
          kind ? eq(offerHistory.kind, kind as "accept") : undefined,
        ),
      );

  it("answers 404 to strangers, reads to operators without moves, and lets the current agent act", async () => {
    const offer = await offerTo(athlete);
    for (const cookie of [stranger.cookie, otherAthlete.cookie]) {
      for (const [method, url, body] of [
        ["GET", `/api/offers/${offer.id}`],
        ["GET", `/api/offers/${offer.id}/messages`],
        ["POST", `/api/offers/${offer.id}/messages`, { body: "Hello" }],
        ["POST", `/api/offers/${offer.id}/actions`, { action: "accept" }],
      ] as const) {
        const response = await call(t.app, method, url, cookie, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ message: MESSAGES.offerNotFound });
      }
      const box = await call(t.app, "GET", "/api/offers?box=received", cookie);
      expect(box.json<{ data: OfferList }>().data.total).toBe(0);
    }
    expect((await call(t.app, "GET", `/api/offers/${offer.id}`)).statusCode).toBe(401);

    const read = await call(t.app, "GET", `/api/offers/${offer.id}`, operatorCookie);
    expect(read.json<{ data: OfferDetail }>().data).toMatchObject({
      viewerParty: "operator",
      viewerActions: [],
    });
    const all = await call(t.app, "GET", "/api/offers", operatorCookie);
    expect(all.json<{ data: OfferList }>().data.list.map((o) => o.id)).toContain(offer.id);
    expect((await act(operatorCookie, offer.id, { action: "accept" })).statusCode).toBe(403);
    const said = await call(t.app, "POST", `/api/offers/${offer.id}/messages`, operatorCookie, {
      body: "Hello",
    });
    expect(said.statusCode).toBe(403);

    // The agent sees it among their athletes' offers, knowing for whom, and accepts for them.
    const agentBox = await call(t.app, "GET", "/api/offers?box=received", agent.cookie);
    const listed = agentBox.json<{ data: OfferList }>().data.list.find((o) => o.id === offer.id);
    expect(listed).toMatchObject({
      viewerParty: "agent",
      hasAgent: true,
      athlete: { id: athlete.profileId },
    });
    const accepted = await act(agent.cookie, offer.id, { action: "accept" });
    expect(accepted.json<{ data: OfferDetail }>().data).toMatchObject({
      status: "awaiting_confirmation",
      viewerActions: [],
    });
    const mine = await call(t.app, "GET", `/api/offers/${offer.id}`, athlete.cookie);
    expect(mine.json<{ data: OfferDetail }>().data.viewerActions).toEqual(["confirm", "decline"]);
    const confirmed = await act(athlete.cookie, offer.id, { action: "confirm" });
    expect(confirmed.json<{ data: OfferDetail }>().data.status).toBe("accepted");

    // Representation ends: so does the agent's access, at once.
    const next = await offerTo(athlete);
    await endRepresentation(t.db, athlete.userId, agent.userId);
    expect((await call(t.app, "GET", `/api/offers/${next.id}`, agent.cookie)).statusCode).toBe(404);
    expect((await act(agent.cookie, next.id, { action: "decline" })).statusCode).toBe(404);
    const gone = await call(t.app, "GET", "/api/offers?box=received", agent.cookie);
    expect(gone.json<{ data: OfferList }>().data.total).toBe(0);
    expect(
      (await call(t.app, "GET", `/api/offers/${next.id}`, athlete.cookie)).json(),
    ).toMatchObject({
      data: { hasAgent: false },
    });
  });

  it("shows an agent still on the waiting list their athlete's offer, with no moves to make", async () => {
    const waiting = await t.caller("agent", "pending");
    const represented = await t.athlete(MINIMUM, waiting.userId);
    const offer = await offerTo(represented);
    const read = await call(t.app, "GET", `/api/offers/${offer.id}`, waiting.cookie);
    expect(read.json<{ data: OfferDetail }>().data).toMatchObject({
      viewerParty: "agent",
      viewerActions: [],
    });
    const box = await call(t.app, "GET", "/api/offers?box=received", waiting.cookie);
    expect(box.json<{ data: OfferList }>().data.list).toMatchObject([
      { id: offer.id, viewerActions: [] },
    ]);
    const refused = await act(waiting.cookie, offer.id, { action: "accept" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.offersNotApproved });
    // The athlete still has their moves.
    const mine = await call(t.app, "GET", `/api/offers/${offer.id}`, represented.cookie);
    expect(mine.json<{ data: OfferDetail }>().data.viewerActions).toEqual([
      "accept",
      "decline",
      "counter",
    ]);
  });

  it("lets exactly one of two moves at once win, with exactly one history row", async () => {
    const represented = await t.athlete(MINIMUM, agent.userId);
    for (const pair of [
      [represented.cookie, agent.cookie],
      [represented.cookie, represented.cookie],
    ]) {
      const offer = await offerTo(represented);
      const answers = await Promise.all(
        pair.map((cookie) => act(cookie, offer.id, { action: "accept" })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json()).toEqual({
        message: MESSAGES.offerNotYourMove,
        code: ERROR_CODES.conflict,
        statusCode: 409,
      });
      expect(await historyRows(offer.id, "accept")).toHaveLength(1);
      expect(await historyRows(offer.id)).toHaveLength(2);
    }
    // A withdrawal racing an acceptance: one of them, never both.
    const offer = await offerTo(represented);
    const answers = await Promise.all([
      act(represented.cookie, offer.id, { action: "accept" }),
      act(buyer.cookie, offer.id, { action: "withdraw" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await historyRows(offer.id)).toHaveLength(2);
  });

  it("expires open offers at their deadline, not before, with a system row and an e-mail to both sides", async () => {
    const due = await t.athlete(MINIMUM);
    const offer = await offerTo(due, { expiresInDays: 1 });
    const closed = await offerTo(due, { expiresInDays: 1 });
    await act(buyer.cookie, closed.id, { action: "withdraw" });
    clock.advance(DAY - 60_000);
    expect(await t.app.offerExpiry.runOnce()).toBe(0);
    clock.advance(120_000);
    expect(await t.app.offerExpiry.runOnce()).toBe(1);
    expect(await t.app.offerExpiry.runOnce()).toBe(0);
    const seen = await call(t.app, "GET", `/api/offers/${offer.id}`, due.cookie);
    const expired = seen.json<{ data: OfferDetail }>().data;
    expect(expired.status).toBe("expired");
    expect(expired.history.at(-1)).toMatchObject({ kind: "expire", by: "system" });
    const late = await act(due.cookie, offer.id, { action: "accept" });
    expect(late.statusCode).toBe(409);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "offer_news"));
    const link = `${APP_URL}/offers/view?id=${offer.id}`;
    for (const address of [due.email, buyer.email]) {
      expect(
        mails.filter((m) => m.toAddress === address && m.subject.startsWith("Offer expired")),
      ).toHaveLength(1);
    }
    expect(mails.some((m) => m.text.includes(link))).toBe(true);
    const closedNow = await call(t.app, "GET", `/api/offers/${closed.id}`, due.cookie);
    expect(closedNow.json<{ data: OfferDetail }>().data.status).toBe("withdrawn");
  });

  it("random moves by random parties through the API follow the table and keep every history row", async () => {
    const parties = ["buyer", "athlete", "agent", "operator", "stranger"] as const;
    const represented = await t.athlete(MINIMUM, agent.userId);
    const cookieOf = {
      buyer: buyer.cookie,
      athlete: represented.cookie,
      agent: agent.cookie,
      operator: operatorCookie,
      stranger: stranger.cookie,
    };
    let offers = 0;
    let submissions = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            party: fc.constantFrom(...parties),
            action: fc.constantFrom(...OFFER_ACTIONS),
            // Above the minimum, so a buyer's counter is never refused as below it.
            amount: fc.integer({ min: 2800, max: 9000 }),
          }),
          { maxLength: 6 },
        ),
        async (moves) => {
          // Each run its own offer; the buyer's submissions stay under the 30 days' ten.
          if (submissions >= 9) return;
          offers++;
          submissions++;
          const offer = await offerTo(represented);
          let status: OfferStatus = "pending";
          let legal = 0;
          for (const { party, action, amount } of moves) {
            const body = action === "counter" ? { action, amount } : { action };
            const answer = await act(cookieOf[party], offer.id, body);
            const next: OfferStatus | undefined =
              party === "stranger" || party === "operator"
                ? undefined
                : nextStatus(status, party, action);
            if (next === undefined) {
              expect(answer.statusCode, `${status} ${party} ${action}`).toBeGreaterThanOrEqual(403);
              expect(answer.body).not.toMatch(/271829|2718\.29/);
              continue;
            }
            if (party === "buyer" && action === "counter") {
              // A buyer's counter is a submission: past the ten, refused whatever the state.
              if (submissions >= 10) {
                expect(answer.statusCode).toBe(429);
                continue;
              }
              submissions++;
            }
            expect(answer.statusCode, `${status} ${party} ${action} ${answer.body}`).toBe(200);
            status = next;
            legal++;
            expect(answer.json<{ data: OfferDetail }>().data.status).toBe(status);
            expect(answer.body).not.toMatch(/271829|2718\.29/);
          }
          expect(await historyRows(offer.id)).toHaveLength(legal + 1);
        },
      ),
      { numRuns: 12 },
    );
    expect(offers).toBeGreaterThan(2);
  });
});
