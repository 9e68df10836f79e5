import {
  CONTACT_DETAILS_HIDDEN,
  ERROR_CODES,
  MESSAGES,
  type OfferDetail,
  type OfferList,
  type OfferSummary,
  type OfferThread,
  type OfferThreadMessage,
} from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepingAnswers } from "@api-test/account-helpers";
import { APP_URL, GOOD_PASSWORD, SESSION, post } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { offerAthlete, offerBuyer, type OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { setStatus } from "@api-test/search-seed";
import { TestClock, cookieFrom } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { offerBelowMinimum, outboxEmails } from "@api/db/schema";
import { resetDateText } from "./offer-limits";

/** The private minimum: digits that no amount, date or id of this file can produce. */
const MINIMUM = 4321.87;
const MINIMUM_LEAKS = [/4321\.87/, /432187/, /4,321\.87/, /[:[,]4321[,}\]]/];
/** Contact details typed before acceptance: masked wherever they would show. */
const CONTACTS = ["jo@x.com", "512-555-0100", "5125550100", "lineup-leak.com"];
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("offers on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  const logLines: string[] = [];
  let business: Caller;
  let individual: Caller;
  let athlete: OfferAthlete;
  let resetAt: Date;

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { logLines, deps: { startOfferExpiry: false } });
    business = await t.buyer("business");
    individual = await t.buyer("individual");
    athlete = await t.athlete(MINIMUM);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Every answer of the file is kept for the walk at the end. */
  const { answers, send } = keepingAnswers(() => t.app);
  const offerBody = (who: OfferAthlete, amount: number, extra: Record<string, unknown> = {}) => ({
    athleteId: who.profileId,
    serviceId: who.serviceId,
    amount,
    message: "We would love to book you.",
    ...extra,
  });
  const makeOffer = async (cookie: string, body: unknown) => {
    const response = await send("POST", "/api/offers", cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: OfferDetail }>().data;
  };
  const act = (cookie: string, id: string, body: unknown) =>
    send("POST", `/api/offers/${id}/actions`, cookie, body);
  const detail = async (cookie: string, id: string) => {
    const response = await send("GET", `/api/offers/${id}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OfferDetail }>().data;
  };
  const summary = async (cookie: string) =>
    (await send("GET", "/api/offers/summary", cookie)).json<{ data: OfferSummary }>().data;

  it("offer → counter → accept: each step a history row, messages masked until acceptance", async () => {
    const offer = await makeOffer(
      business.cookie,
      offerBody(athlete, 5000, {
        message: "Hi! Write me at jo@x.com or call 512-555-0100.",
        activityDate: new Date(clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10),
        expiresInDays: 14,
      }),
    );
    expect(offer).toMatchObject({
      status: "pending",
      amount: 5000,
      amountBy: "buyer",
      viewerParty: "buyer",
      viewerActions: ["withdraw"],
      service: { id: athlete.serviceId, name: "Private clinic" },
      buyer: { kind: "Business" },
      hasAgent: false,
    });
    expect(new Date(offer.expiresAt).getTime() - clock.now().getTime()).toBeGreaterThan(13 * DAY);
    expect(offer.history).toHaveLength(1);
    expect(offer.history[0]!.message).toBe(
      `Hi! Write me at ${CONTACT_DETAILS_HIDDEN} or call ${CONTACT_DETAILS_HIDDEN}.`,
    );

    const inbox = (await send("GET", "/api/offers?box=received", athlete.cookie)).json<{
      data: OfferList;
    }>().data;
    expect(inbox.list.map((o) => o.id)).toEqual([offer.id]);
    expect(inbox.list[0]!.viewerActions).toEqual(["accept", "decline", "counter"]);
    expect(inbox.unread).toBe(1);
    expect(await summary(athlete.cookie)).toMatchObject({ awaitingYou: 1, awaitingOthers: 0 });
    expect(await summary(business.cookie)).toMatchObject({ awaitingYou: 0, awaitingOthers: 1 });
    expect(
      (await send("GET", "/api/offers?box=sent", business.cookie)).json<{ data: OfferList }>().data
        .total,
    ).toBe(1);

    // A message before acceptance, masked when written.
    const written = await send("POST", `/api/offers/${offer.id}/messages`, athlete.cookie, {
      body: "Sure. My site is www.lineup-leak.com and my cell 5125550100.\nThanks",
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json<{ data: OfferThreadMessage }>().data.body).toBe(
      `Sure. My site is ${CONTACT_DETAILS_HIDDEN} and my cell ${CONTACT_DETAILS_HIDDEN}.\nThanks`,
    );
    expect((await detail(business.cookie, offer.id)).unreadMessages).toBe(1);

    clock.advance(1000);
    const countered = await act(athlete.cookie, offer.id, {
      action: "counter",
      amount: 4800.5,
      message: "Make it jo (at) x dot com",
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json<{ data: OfferDetail }>().data).toMatchObject({
      status: "countered",
      amount: 4800.5,
      amountBy: "athlete",
      viewerActions: ["decline"],
    });
    // The athlete's own counter is below their minimum: not checked.
    // The boxes' counts, by the database: the counter waits on the buyer, not on the athlete.
    const box = async (cookie: string, query: string) =>
      (await send("GET", `/api/offers?${query}`, cookie)).json<{ data: OfferList }>().data;
    expect(await box(business.cookie, "box=sent")).toMatchObject({ total: 1, unread: 1 });
    expect(await box(athlete.cookie, "box=received")).toMatchObject({ total: 1, unread: 0 });
    expect(await box(athlete.cookie, "box=received&status=pending")).toMatchObject({
      list: [],
      total: 0,
      unread: 0,
    });
    expect(await box(athlete.cookie, "box=received&status=countered")).toMatchObject({
      total: 1,
    });
    const thread = await send("GET", `/api/offers/${offer.id}/messages`, business.cookie);
    expect(thread.json<{ data: OfferThread }>().data.list).toHaveLength(1);
    expect((await detail(business.cookie, offer.id)).unreadMessages).toBe(0);

    clock.advance(1000);
    const accepted = await act(business.cookie, offer.id, { action: "accept" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const final = accepted.json<{ data: OfferDetail }>().data;
    expect(final).toMatchObject({ status: "accepted", amount: 4800.5, viewerActions: [] });
    expect(final.history.map((h) => [h.kind, h.by])).toEqual([
      ["create", "buyer"],
      ["counter", "athlete"],
      ["accept", "buyer"],
    ]);
    expect(final.history[1]!.message).toBe(`Make it ${CONTACT_DETAILS_HIDDEN}`);
    // Closed: nothing more moves it.
    expect((await act(athlete.cookie, offer.id, { action: "decline" })).json()).toMatchObject({
      code: ERROR_CODES.conflict,
      message: MESSAGES.offerNotYourMove,
    });

    // After acceptance contact details go through; what was written before stays masked.
    await send("POST", `/api/offers/${offer.id}/messages`, business.cookie, {
      body: "Great, mail me at after@accepted.example",
    });
    const bodies = (await send("GET", `/api/offers/${offer.id}/messages`, athlete.cookie))
      .json<{ data: OfferThread }>()
      .data.list.map((m) => m.body);
    expect(bodies[0]).toContain(CONTACT_DETAILS_HIDDEN);
    expect(bodies[1]).toBe("Great, mail me at after@accepted.example");

    // The athlete was e-mailed about the new offer with a link to it (no page was listening).
    const mails = await t.database.db.select().from(outboxEmails);
    const link = `${APP_URL}/offers/view?id=${offer.id}`;
    expect(mails.some((m) => m.toAddress === athlete.email && m.text.includes(link))).toBe(true);
  });

  it("refuses below the minimum with one sentence, records it, and after three refuses everything until the reset", async () => {
    const { db } = t.database;
    const start = clock.now();
    for (let i = 0; i < 3; i++) {
      const below = await send(
        "POST",
        "/api/offers",
        individual.cookie,
        offerBody(athlete, 4000 + i),
      );
      expect(below.statusCode).toBe(422);
      expect(below.json()).toEqual({
        message: MESSAGES.offerBelowMinimum,
        code: ERROR_CODES.belowMinimum,
        statusCode: 422,
      });
      clock.advance(60_000);
    }
    expect(await db.select().from(offerBelowMinimum)).toHaveLength(3);
    // Above the minimum now, and still refused: a 429 only for low amounts would say "below".
    const reset = new Date(start.getTime() + 30 * DAY);
    for (const amount of [9000, 100]) {
      const limited = await send(
        "POST",
        "/api/offers",
        individual.cookie,
        offerBody(athlete, amount),
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: `${MESSAGES.offerLimitReached} ${resetDateText(reset)}.`,
        code: ERROR_CODES.offerLimit,
        statusCode: 429,
      });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(29 * 24 * 3600);
    }
    expect(await db.select().from(offerBelowMinimum)).toHaveLength(3);
    expect((await summary(athlete.cookie)).belowMinimumTurnedAway).toBe(3);
    // Another buyer is not limited by this one's attempts.
    expect(
      (await send("POST", "/api/offers", business.cookie, offerBody(athlete, 100))).statusCode,
    ).toBe(422);

    resetAt = reset;
  });

  it("checks a buyer's counter like an offer; never the athlete's", async () => {
    const other = await offerAthlete(t.app, t.sink, t.database.db, MINIMUM);
    const offer = await makeOffer(business.cookie, offerBody(other, 6000));
    expect((await act(other.cookie, offer.id, { action: "counter", amount: 10 })).statusCode).toBe(
      200,
    );
    const low = await act(business.cookie, offer.id, { action: "counter", amount: 4000 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toEqual({
      message: MESSAGES.offerBelowMinimum,
      code: ERROR_CODES.belowMinimum,
      statusCode: 422,
    });
    expect((await detail(business.cookie, offer.id)).status).toBe("countered");
    const fair = await act(business.cookie, offer.id, { action: "counter", amount: 4500 });
    expect(fair.json<{ data: OfferDetail }>().data).toMatchObject({
      status: "pending",
      amount: 4500,
    });
  });

  it("allows ten submissions to one athlete in 30 days", async () => {
    const other = await offerAthlete(t.app, t.sink, t.database.db, MINIMUM);
    for (let i = 0; i < 10; i++) {
      const offer = await makeOffer(individual.cookie, offerBody(other, 5000 + i));
      expect((await act(individual.cookie, offer.id, { action: "withdraw" })).statusCode).toBe(200);
    }
    const eleventh = await send("POST", "/api/offers", individual.cookie, offerBody(other, 5000));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<{ message: string }>().message).toMatch(
      new RegExp(`^${MESSAGES.offerSubmissionLimitReached} \\w+ \\d{1,2}, \\d{4}\\.$`),
    );
  });

  it("refuses a removed service, an athlete not approved, a past date, and people who are not buyers", async () => {
    const { db } = t.database;
    const other = await offerAthlete(t.app, t.sink, db, MINIMUM);
    const offer = await makeOffer(business.cookie, offerBody(other, 5000));
    expect((await send("DELETE", `/api/service/${other.serviceId}`, other.cookie)).statusCode).toBe(
      200,
    );
    const seen = await detail(other.cookie, offer.id);
    expect(seen.service).toEqual({ id: null, name: "Private clinic" });
    const accept = await act(other.cookie, offer.id, { action: "accept" });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ message: MESSAGES.offerServiceRemoved });
    expect(
      (await act(other.cookie, offer.id, { action: "decline", message: "Sorry" })).statusCode,
    ).toBe(200);
    const again = await send("POST", "/api/offers", business.cookie, offerBody(other, 5000));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.offerServiceRemoved });
    // Another athlete's service is not this athlete's.
    const mixed = await send("POST", "/api/offers", business.cookie, {
      ...offerBody(athlete, 5000),
      athleteId: other.profileId,
    });
    expect(mixed.json()).toMatchObject({ message: MESSAGES.offerServiceRemoved });

    await setStatus(db, other.userId, "suspended");
    const hidden = await send("POST", "/api/offers", business.cookie, offerBody(other, 5000));
    expect(hidden.statusCode).toBe(404);
    await setStatus(db, other.userId, "approved");

    const past = await send(
      "POST",
      "/api/offers",
      business.cookie,
      offerBody(athlete, 5000, { activityDate: "2020-01-01" }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fields: { activityDate: MESSAGES.offerActivityDatePast } });

    const pending = await offerBuyer(t.app, t.sink, db, "business", "pending");
    expect(
      (await send("POST", "/api/offers", pending.cookie, offerBody(athlete, 5000))).json(),
    ).toMatchObject({
      statusCode: 403,
      message: MESSAGES.offersNotApproved,
    });
    expect(
      (await send("POST", "/api/offers", athlete.cookie, offerBody(athlete, 5000))).json(),
    ).toMatchObject({
      statusCode: 403,
      message: MESSAGES.offersOnlyBuyers,
    });
    expect(
      (await send("POST", "/api/offers", undefined, offerBody(athlete, 5000))).statusCode,
    ).toBe(401);
    for (const amount of [0, -5, 1_000_000.01, 12.345]) {
      expect(
        (await send("POST", "/api/offers", business.cookie, offerBody(athlete, amount))).statusCode,
      ).toBe(400);
    }
  });

  it("never shows the minimum or a contact detail typed before acceptance: answers, e-mails, log lines", async () => {
    const mails = await t.database.db.select().from(outboxEmails);
    const offerMails = mails.filter((m) => m.kind === "offer_news");
    expect(offerMails.length).toBeGreaterThan(0);
    const places = [
      ...answers.map((text, i) => ({ where: `answer ${i}`, text })),
      ...mails.map((m) => ({
        where: `e-mail ${m.subject}`,
        text: `${m.subject}\n${m.html}\n${m.text}`,
      })),
      ...logLines.map((text, i) => ({ where: `log ${i}`, text })),
    ];
    expect(answers.length).toBeGreaterThan(60);
    expect(logLines.length).toBeGreaterThan(20);
    for (const { where, text } of places) {
      for (const leak of MINIMUM_LEAKS) expect(text, where).not.toMatch(leak);
      for (const contact of CONTACTS) expect(text, where).not.toContain(contact);
      expect(text, where).not.toMatch(/price|minimum_?cents|priceCents/i);
    }
    // The offered amounts themselves may be in e-mails, but ours carry none.
    for (const mail of offerMails) expect(mail.text).not.toMatch(/\$\d/);
  });

  it("lets the buyer offer again to that athlete once the 30 days have passed", async () => {
    // Sessions idle out meanwhile: the buyer signs in again on the day.
    const signIn = async () => {
      const response = await post(t.app, "/api/auth/local/signIn", {
        email: individual.email,
        password: GOOD_PASSWORD,
      });
      return cookieFrom(response, SESSION);
    };
    clock.advance(resetAt.getTime() - clock.now().getTime() - 60_000);
    const before = await send("POST", "/api/offers", await signIn(), offerBody(athlete, 5000));
    expect(before.statusCode).toBe(429);
    clock.advance(120_000);
    const again = await makeOffer(await signIn(), offerBody(athlete, 5000));
    expect(again.status).toBe("pending");
  });
});
