import {
  ERROR_CODES,
  MESSAGES,
  type LiveEvent,
  type OfferList,
  type OfferSummary,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { listening, openEvents, type EventStreamReader } from "@api-test/event-stream-reader";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { offerCalls } from "@api-test/offer-calls";
import {
  emailsTo,
  guardianOfferToken,
  makeMinor,
  setBusinessType,
  setConsent,
} from "@api-test/minor-athlete";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { users } from "@api/db/schema";
import { resetDateText } from "./offer-limits";
import { OFFER_EMAIL_KIND } from "./offer-notify";
import { GUARDIAN_OFFER_EMAIL_KIND } from "./guardian-notify";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const WINDOW = 30 * DAY;
const SERVICE = "Private clinic";

/**
 * The edges of the offer rules, each from both sides (issue 20): an amount at the private minimum
 * and a cent under it, an activity today and yesterday, the exact moment a limit ends, what counts
 * toward it, what each party's e-mail says of who moved, and an expiry's news.
 */
describe.each(DATABASE_KINDS)("offers at their edges on %s", (kind) => {
  let t: MarketplaceApp;
  let base: string;
  const clock = new TestClock();
  const pages: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { deps: { startOfferExpiry: false } });
    base = await listening(t.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.cancel().catch(() => undefined)));
    await t?.close();
  });

  const { offer, made, act, acted } = offerCalls(() => t.app);
  const summary = async (cookie: string) =>
    (await call(t.app, "GET", "/api/offers/summary", cookie)).json<{ data: OfferSummary }>().data;
  const nameOf = async (userId: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    return user!.businessName || `${user!.firstName} ${user!.lastName}`;
  };
  const subjectsTo = async (email: string, kindOfMail = OFFER_EMAIL_KIND) =>
    (await emailsTo(t.db, email, kindOfMail)).map((mail) => mail.subject);
  const lastMailTo = async (email: string) =>
    (await emailsTo(t.db, email, OFFER_EMAIL_KIND)).at(-1);
  const expectBelowMinimum = (response: Awaited<ReturnType<typeof offer>>) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.belowMinimum });
  };

  it("takes an offer and a buyer's counter at exactly the private minimum, and neither a cent under it", async () => {
    const buyer = await t.buyer("business");
    const athlete = await t.athlete(1000);
    expectBelowMinimum(await offer(buyer, athlete, 999.99));
    const first = await made(buyer, athlete, 1000);
    expect(first).toMatchObject({ amount: 1000, amountBy: "buyer" });

    await acted(athlete.cookie, first.id, { action: "counter", amount: 1500 });
    expectBelowMinimum(await act(buyer.cookie, first.id, { action: "counter", amount: 999.99 }));
    const back = await acted(buyer.cookie, first.id, { action: "counter", amount: 1000 });
    // The buyer's counter is the buyer's amount, and the athlete's move again.
    expect(back).toMatchObject({ status: "pending", amount: 1000, amountBy: "buyer" });
    expect(back.history.at(-1)).toMatchObject({ kind: "counter", by: "buyer", amount: 1000 });
  });

  it("takes an activity dated today or not dated, and refuses one dated yesterday", async () => {
    const buyer = await t.buyer("individual");
    const athlete = await t.athlete(100);
    const today = clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(clock.now().getTime() - DAY).toISOString().slice(0, 10);
    expect((await made(buyer, athlete, 200, { activityDate: today })).activityDate).toBe(today);
    expect((await made(buyer, athlete, 200)).activityDate).toBeNull();
    const past = await offer(buyer, athlete, 200, { activityDate: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fields: { activityDate: MESSAGES.offerActivityDatePast } });
  });

  it("lets a business of a category closed to minors bind an adult athlete", async () => {
    const vapeShop = await t.buyer("business");
    await setBusinessType(t.db, vapeShop.userId, "Tobacco & Vaping");
    const adult = await t.athlete(100);
    const first = await made(vapeShop, adult, 200);
    await acted(adult.cookie, first.id, { action: "counter", amount: 300 });
    expect(
      await acted(vapeShop.cookie, first.id, { action: "counter", amount: 250 }),
    ).toMatchObject({
      amount: 250,
      amountBy: "buyer",
    });
    await acted(adult.cookie, first.id, { action: "counter", amount: 280 });
    expect((await acted(vapeShop.cookie, first.id, { action: "accept" })).status).toBe("accepted");
  });

  it("ends the ten-submission limit 30 days after the oldest submission, below the minimum or not", async () => {
    const buyer = await t.buyer("business");
    const athlete = await t.athlete(100);
    const oldest = await made(buyer, athlete, 200);
    for (let i = 1; i < 8; i++) {
      clock.advance(MINUTE);
      await made(buyer, athlete, 200);
    }
    // The two newest are below the minimum: the limit must still date from the oldest offer.
    for (let i = 0; i < 2; i++) {
      clock.advance(MINUTE);
      expectBelowMinimum(await offer(buyer, athlete, 50));
    }
    clock.advance(MINUTE);
    const reset = new Date(new Date(oldest.createdAt).getTime() + WINDOW);
    const before = clock.now().getTime();
    const limited = await offer(buyer, athlete, 200);
    const after = clock.now().getTime();
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toMatchObject({
      code: ERROR_CODES.offerLimit,
      message: `${MESSAGES.offerSubmissionLimitReached} ${resetDateText(reset)}.`,
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil((reset.getTime() - after) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((reset.getTime() - before) / 1000));
  });

  it("counts a buyer's counters among its ten submissions to an athlete", async () => {
    const buyer = await t.buyer("individual");
    const athlete = await t.athlete(100);
    const first = await made(buyer, athlete, 200);
    for (let i = 0; i < 9; i++) {
      await acted(athlete.cookie, first.id, { action: "counter", amount: 400 });
      await acted(buyer.cookie, first.id, { action: "counter", amount: 300 });
    }
    const eleventh = await offer(buyer, athlete, 200);
    expect(eleventh.statusCode, eleventh.body).toBe(429);
    expect(eleventh.json<{ message: string }>().message).toMatch(
      new RegExp(`^${MESSAGES.offerSubmissionLimitReached} `),
    );
  });

  it("counts an offer as awaiting the agent while it is the athlete's move, and the buyer after a counter", async () => {
    const buyer = await t.buyer("business");
    const agent = await t.caller("agent");
    const athlete = await t.athlete(100, agent.userId);
    /** A box's badge: no message is written here, so it counts the offers awaiting the viewer. */
    const badge = async (cookie: string, box: "sent" | "received") =>
      (await call(t.app, "GET", `/api/offers?box=${box}`, cookie)).json<{ data: OfferList }>().data
        .unread;
    const first = await made(buyer, athlete, 200);
    expect(await summary(agent.cookie)).toMatchObject({ awaitingYou: 1, awaitingOthers: 0 });
    expect(await summary(buyer.cookie)).toMatchObject({ awaitingYou: 0, awaitingOthers: 1 });
    expect([await badge(agent.cookie, "received"), await badge(buyer.cookie, "sent")]).toEqual([
      1, 0,
    ]);
    await acted(athlete.cookie, first.id, { action: "counter", amount: 300 });
    expect(await summary(buyer.cookie)).toMatchObject({ awaitingYou: 1, awaitingOthers: 0 });
    expect(await summary(agent.cookie)).toMatchObject({ awaitingYou: 0, awaitingOthers: 1 });
    expect([await badge(agent.cookie, "received"), await badge(buyer.cookie, "sent")]).toEqual([
      0, 1,
    ]);
  });

  it("names who moved in the e-mail to the others: the athlete, the agent, the business", async () => {
    const buyer = await t.buyer("business");
    const agent = await t.caller("agent");
    const athlete = await t.athlete(100, agent.userId);
    const [athleteName, agentName, buyerName] = await Promise.all(
      [athlete.userId, agent.userId, buyer.userId].map(nameOf),
    );

    const countered = await made(buyer, athlete, 200);
    await acted(athlete.cookie, countered.id, { action: "counter", amount: 300 });
    expect(await lastMailTo(buyer.email)).toMatchObject({
      subject: `${athleteName} countered your offer`,
    });

    const byAgent = await made(buyer, athlete, 200);
    await acted(agent.cookie, byAgent.id, { action: "accept" });
    const agentMail = await lastMailTo(buyer.email);
    expect(agentMail?.subject).toBe(`Accepted by the agent, waiting for the athlete: ${SERVICE}`);
    expect(agentMail?.text).toContain(`${agentName} accepted the offer for ${SERVICE}`);

    const withdrawn = await made(buyer, athlete, 200);
    clock.advance(61 * MINUTE); // past the hour of the athlete's e-mail about the new offer
    await acted(buyer.cookie, withdrawn.id, { action: "withdraw" });
    const buyerMail = await lastMailTo(athlete.email);
    expect(buyerMail?.subject).toBe(`Offer withdrawn: ${SERVICE}`);
    expect(buyerMail?.text).toContain(`${buyerName} withdrew the offer for ${SERVICE}`);
  });

  it("tells the buyer a minor's acceptance waits for a guardian, and the guardian of the athlete's confirmation", async () => {
    const buyer = await t.buyer("business");
    const agent = await t.caller("agent");
    const minor = await t.athlete(100, agent.userId);
    const guardian = `guardian.edges.${kind}@family.test`;
    await makeMinor(t.db, minor.profileId, { guardianEmail: guardian });
    const [minorName, agentName] = await Promise.all([minor.userId, agent.userId].map(nameOf));

    const first = await made(buyer, minor, 200);
    const accepted = await acted(agent.cookie, first.id, { action: "accept" });
    expect(accepted).toMatchObject({ status: "awaiting_confirmation" });
    const mail = await lastMailTo(buyer.email);
    expect(mail?.subject).toBe(`Accepted, waiting for confirmation: ${SERVICE}`);
    expect(mail?.text).toContain(`${agentName} accepted the offer for ${SERVICE}`);

    await acted(minor.cookie, first.id, { action: "confirm" });
    expect(await subjectsTo(guardian, GUARDIAN_OFFER_EMAIL_KIND)).toEqual([
      `${minorName} received an offer on Lineup`,
      `Please confirm ${minorName}'s booking: ${SERVICE}`,
      `${minorName} confirmed an offer: ${SERVICE}`,
    ]);
  });

  it("tells the buyer a minor's offer is accepted once the athlete confirms after the guardian", async () => {
    const buyer = await t.buyer("business");
    const agent = await t.caller("agent");
    const minor = await t.athlete(100, agent.userId);
    const guardian = `guardian.first.${kind}@family.test`;
    await makeMinor(t.db, minor.profileId, { guardianEmail: guardian });
    const minorName = await nameOf(minor.userId);

    const first = await made(buyer, minor, 200);
    await acted(agent.cookie, first.id, { action: "accept" });
    const token = await guardianOfferToken(t.db, guardian);
    const byGuardian = await call(t.app, "POST", `/api/guardian/offer/${token}`, undefined, {
      decision: "confirm",
    });
    expect(byGuardian.statusCode, byGuardian.body).toBe(200);
    clock.advance(61 * MINUTE); // past the hour of the buyer's e-mail about the acceptance
    expect((await acted(minor.cookie, first.id, { action: "confirm" })).status).toBe("accepted");
    const mail = await lastMailTo(buyer.email);
    expect(mail?.subject).toBe(`Offer accepted: ${SERVICE}`);
    expect(mail?.text).toContain(`${minorName} accepted the offer for ${SERVICE}`);
  });

  it("refuses a move on an offer past its deadline that the expiry worker has not closed yet", async () => {
    const buyer = await t.buyer("individual");
    const athlete = await t.athlete(100);
    const due = await made(buyer, athlete, 200, { expiresInDays: 1 });
    clock.advance(DAY + MINUTE);
    for (const [cookie, action] of [
      [athlete.cookie, "accept"],
      [buyer.cookie, "withdraw"],
    ] as const) {
      const late = await act(cookie, due.id, { action });
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json()).toMatchObject({ message: MESSAGES.offerNotYourMove });
    }
  });

  it("refuses an offer from an approved business that has no profile yet", async () => {
    const noProfile = await t.caller("business");
    const athlete = await t.athlete(100);
    const refused = await offer(noProfile, athlete, 200);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.offersNotApproved });
  });

  it("lets a minor without consent decline, and their buyer still take their counter", async () => {
    const buyer = await t.buyer("business");
    const minor = await t.athlete(100);
    await makeMinor(t.db, minor.profileId, { guardianEmail: `guardian.pause.${kind}@family.test` });
    const countered = await made(buyer, minor, 200);
    const pending = await made(buyer, minor, 200);
    await acted(minor.cookie, countered.id, { action: "counter", amount: 300 });
    await setConsent(t.db, minor.profileId, "withdrawn");

    expect((await acted(minor.cookie, pending.id, { action: "decline" })).status).toBe("declined");
    // Only the athlete's side is held by the missing consent; the buyer's acceptance waits for
    // the confirmations as any minor's does.
    expect(await acted(buyer.cookie, countered.id, { action: "accept" })).toMatchObject({
      status: "awaiting_confirmation",
      paused: true,
    });
  });

  it("tells every party of an expiry: an open page at once, an e-mail even within the hour of the last", async () => {
    const buyer = await t.buyer("individual");
    const athlete = await t.athlete(100);
    const expiring = await made(buyer, athlete, 200, { expiresInDays: 1 });
    clock.advance(DAY - 30 * MINUTE);
    await acted(athlete.cookie, expiring.id, { action: "counter", amount: 300 });
    expect(await subjectsTo(buyer.email)).toHaveLength(1);
    const { reader, response } = await openEvents(base, athlete.cookie);
    expect(response.status).toBe(200);
    pages.push(reader!);

    clock.advance(31 * MINUTE);
    expect(await t.app.offerExpiry.runOnce()).toBeGreaterThanOrEqual(1);
    const frame = await reader!.nextEvent();
    expect(frame?.event).toBe("offer");
    expect(JSON.parse(frame!.data!) as LiveEvent).toEqual({ type: "offer", offerId: expiring.id });
    expect(await subjectsTo(buyer.email)).toEqual([
      expect.stringMatching(/countered your offer$/),
      `Offer expired: ${SERVICE}`,
    ]);
  });
});
