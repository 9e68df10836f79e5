// Offers under a real race (DESIGN.md "Offers": every transition is conditional on the current
// state, and the minimum cannot be probed): many connections of one PostgreSQL pool submit or move
// at the same moment. PGlite serialises every statement, so only PostgreSQL can show these.
import { ERROR_CODES, OFFER_LIMITS, type OfferDetail } from "@lineup/shared";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { offerCalls } from "@api-test/offer-calls";
import { TestClock } from "@api-test/test-app";
import { describeOnPostgres } from "@api-test/test-database";
import { offerBelowMinimum, offerHistory, offers } from "@api/db/schema";

const DAY = 24 * 60 * 60 * 1000;

describeOnPostgres("offers under concurrent connections", () => {
  let t: MarketplaceApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createMarketplaceApp("postgres", clock, { deps: { startOfferExpiry: false } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { offer, act } = offerCalls(() => t.app);
  const codesOf = (answers: { statusCode: number }[]) =>
    answers.map((answer) => answer.statusCode).sort();
  const times = <T>(count: number, attempt: () => Promise<T>) =>
    Promise.all(Array.from({ length: count }, attempt));

  it("records at most three below-minimum submissions of one buyer to one athlete, however many arrive at once", async () => {
    const buyer = await t.buyer("business");
    const athlete = await t.athlete(500);
    const answers = await times(8, () => offer(buyer, athlete, 100));
    const limit = OFFER_LIMITS.belowMinimumMax;
    expect(codesOf(answers)).toEqual([
      ...Array<number>(limit).fill(422),
      ...Array<number>(8 - limit).fill(429),
    ]);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toMatchObject({ code: ERROR_CODES.offerLimit });
    }
    const recorded = await t.db
      .select()
      .from(offerBelowMinimum)
      .where(eq(offerBelowMinimum.buyerId, buyer.userId));
    expect(recorded).toHaveLength(limit);
  });

  it("creates at most ten offers of one buyer to one athlete, however many arrive at once", async () => {
    const buyer = await t.buyer("individual");
    const athlete = await t.athlete(100);
    const answers = await times(13, () => offer(buyer, athlete, 200));
    const max = OFFER_LIMITS.submissionsMax;
    expect(codesOf(answers)).toEqual([
      ...Array<number>(max).fill(201),
      ...Array<number>(13 - max).fill(429),
    ]);
    const made = await t.db.select().from(offers).where(eq(offers.buyerId, buyer.userId));
    expect(made).toHaveLength(max);
  });

  it("lets one of a buyer's counter and acceptance at once win, and counts only a counter that won", async () => {
    const buyer = await t.buyer("business");
    const athlete = await t.athlete(100);
    for (let round = 0; round < 4; round++) {
      const made = await offer(buyer, athlete, 200);
      expect(made.statusCode, made.body).toBe(201);
      const { id } = made.json<{ data: OfferDetail }>().data;
      const countered = await act(athlete.cookie, id, { action: "counter", amount: 400 });
      expect(countered.statusCode, countered.body).toBe(200);
      const answers = await Promise.all([
        act(buyer.cookie, id, { action: "counter", amount: 300 }),
        act(buyer.cookie, id, { action: "accept" }),
      ]);
      expect(codesOf(answers), `round ${round}`).toEqual([200, 409]);
      const buyerMoves = await t.db
        .select()
        .from(offerHistory)
        .where(and(eq(offerHistory.offerId, id), eq(offerHistory.party, "buyer")));
      // The offer itself and exactly one of the two moves.
      expect(buyerMoves, `round ${round}`).toHaveLength(2);
      const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
      expect(["pending", "accepted"]).toContain(row!.status);
    }
  });

  it("expires each due offer once when two expiry workers run at the same moment", async () => {
    const athlete = await t.athlete(100);
    const due: string[] = [];
    // More than one batch (20) of due offers, from buyers under their ten submissions each.
    for (let b = 0; b < 3; b++) {
      const buyer = await t.buyer("business");
      for (let i = 0; i < 9; i++) {
        const made = await offer(buyer, athlete, 200, { expiresInDays: 1 });
        expect(made.statusCode, made.body).toBe(201);
        due.push(made.json<{ data: OfferDetail }>().data.id);
      }
    }
    clock.advance(DAY + 60_000);
    let expired = 0;
    for (;;) {
      const passes = await Promise.all([t.app.offerExpiry.runOnce(), t.app.offerExpiry.runOnce()]);
      const sum = passes[0] + passes[1];
      if (sum === 0) break;
      expired += sum;
    }
    expect(expired).toBe(due.length);
    const rows = await t.db
      .select({ offerId: offerHistory.offerId })
      .from(offerHistory)
      .where(and(inArray(offerHistory.offerId, due), eq(offerHistory.kind, "expire")));
    expect(rows).toHaveLength(due.length);
    expect(new Set(rows.map((row) => row.offerId)).size).toBe(due.length);
  });
});
