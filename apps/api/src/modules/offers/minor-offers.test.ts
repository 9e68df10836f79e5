import {
  ERROR_CODES,
  MESSAGES,
  type AthleteSearchPage,
  type GuardianOfferView,
  type OfferDetail,
} from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepingAnswers } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import {
  MINOR_DATE_OF_BIRTH,
  emailsTo,
  guardianOfferToken,
  makeMinor,
  setBusinessType,
  setConsent,
} from "@api-test/minor-athlete";
import { offerAthlete, offerBuyer, type OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { offerHistory, offers, outboxEmails } from "@api/db/schema";

const MINIMUM = 3141.59;
/** The minimum, however an answer or an e-mail might spell it. */
const MINIMUM_LEAKS = [/3141\.59/, /314159/, /3,141\.59/];
const CONTACTS = ["coach.jo@x.com", "512-555-0100"];
const VAPE = "Tobacco & Vaping";

describe.each(DATABASE_KINDS)("minors in offers on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let shop: Caller;
  let vapeShop: Caller;
  let agent: Caller;
  let minor: OfferAthlete;
  let guardian: string;

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { deps: { startOfferExpiry: false } });
    shop = await t.buyer("business");
    vapeShop = await t.buyer("business");
    await setBusinessType(t.db, vapeShop.userId, VAPE);
    agent = await t.caller("agent");
    minor = await t.athlete(MINIMUM, agent.userId);
    guardian = `guardian.${kind}@family.test`;
    await makeMinor(t.db, minor.profileId, { guardianEmail: guardian });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Every answer is kept for the walk at the end. */
  const { answers, send } = keepingAnswers(() => t.app);
  const offerBody = (
    who: OfferAthlete,
    message = "Would you run a clinic for our team?",
    extra: Record<string, unknown> = {},
  ) => ({ athleteId: who.profileId, serviceId: who.serviceId, amount: 4000, message, ...extra });
  const offerTo = async (
    who: OfferAthlete,
    buyer: Caller = shop,
    message?: string,
    extra?: Record<string, unknown>,
  ) => {
    const response = await send(
      "POST",
      "/api/offers",
      buyer.cookie,
      offerBody(who, message, extra),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: OfferDetail }>().data;
  };
  const act = (cookie: string, id: string, body: Record<string, unknown>) =>
    send("POST", `/api/offers/${id}/actions`, cookie, body);
  const view = async (cookie: string, id: string) =>
    (await send("GET", `/api/offers/${id}`, cookie)).json<{ data: OfferDetail }>().data;
  const guardianGet = (token: string) => send("GET", `/api/guardian/offer/${token}`);
  const guardianPost = (token: string, decision: "confirm" | "decline") =>
    send("POST", `/api/guardian/offer/${token}`, undefined, { decision });
  const searchIds = async (cookie: string) => {
    const page = await send("GET", "/api/athletes?q=Mitchell", cookie);
    expect(page.statusCode, page.body).toBe(200);
    return page.json<{ data: AthleteSearchPage }>().data.list.map((card) => card.id);
  };

  it("keeps a business of a closed category from every minor: search, profile, shortlist, offers", async () => {
    expect(await searchIds(shop.cookie)).toContain(minor.profileId);
    expect(await searchIds(vapeShop.cookie)).not.toContain(minor.profileId);
    expect((await send("GET", `/api/athletes/${minor.profileId}`, shop.cookie)).statusCode).toBe(
      200,
    );
    for (const [method, url] of [
      ["GET", `/api/athletes/${minor.profileId}`],
      ["PUT", `/api/shortlist/${minor.profileId}`],
    ] as const) {
      expect((await send(method, url, vapeShop.cookie)).statusCode, url).toBe(404);
    }
    const refused = await send("POST", "/api/offers", vapeShop.cookie, offerBody(minor));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.categoryNotAllowed,
      message: MESSAGES.categoryClosedToMinors,
    });
    // An adult is another matter: the same shop offers to them.
    const adult = await offerAthlete(t.app, t.sink, t.database.db, MINIMUM);
    expect(await searchIds(vapeShop.cookie)).toContain(adult.profileId);
    await offerTo(adult, vapeShop);

    // A business that changes its type to a closed category cannot counter a minor's offer.
    const switching = await offerBuyer(t.app, t.sink, t.database.db, "business");
    await setBusinessType(t.database.db, switching.userId, "Restaurant");
    const offer = await offerTo(minor, switching);
    const countered = await act(minor.cookie, offer.id, { action: "counter", amount: 5000 });
    expect(countered.statusCode, countered.body).toBe(200);
    await setBusinessType(t.database.db, switching.userId, VAPE);
    const back = await act(switching.cookie, offer.id, { action: "counter", amount: 4500 });
    expect(back.statusCode).toBe(403);
    expect(back.json()).toMatchObject({ code: ERROR_CODES.categoryNotAllowed });
    const written = await send("POST", `/api/offers/${offer.id}/messages`, switching.cookie, {
      body: "Try our new flavours.",
    });
    expect(written.statusCode).toBe(403);
    expect(written.json()).toMatchObject({ code: ERROR_CODES.categoryNotAllowed });
    expect((await act(switching.cookie, offer.id, { action: "withdraw" })).statusCode).toBe(200);
  });

  it("pauses a minor's open offers without consent: the athlete's side cannot move, the buyer may withdraw, expiry runs", async () => {
    const first = await offerTo(minor);
    const second = await offerTo(minor);
    const third = await offerTo(minor, shop, undefined, { expiresInDays: 1 });
    for (const consent of ["withdrawn", "declined", "requested"] as const) {
      await setConsent(t.database.db, minor.profileId, consent);
      const seen = await view(minor.cookie, first.id);
      expect(seen).toMatchObject({ paused: true, viewerActions: ["decline"] });
      expect(await view(shop.cookie, first.id)).toMatchObject({
        paused: true,
        viewerActions: ["withdraw"],
      });
      for (const [cookie, body] of [
        [minor.cookie, { action: "accept" }],
        [minor.cookie, { action: "counter", amount: 5000 }],
        [agent.cookie, { action: "accept" }],
      ] as const) {
        const refused = await act(cookie, first.id, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          code: ERROR_CODES.guardianConsentRequired,
          message: MESSAGES.minorNeedsConsent,
        });
      }
      // No new offer reaches them: the visibility's 404; nor a message, either way.
      const fresh = await send("POST", "/api/offers", shop.cookie, offerBody(minor));
      expect(fresh.statusCode).toBe(404);
      for (const cookie of [shop.cookie, minor.cookie]) {
        const written = await send("POST", `/api/offers/${first.id}/messages`, cookie, {
          body: "Are you free on Saturday?",
        });
        expect(written.statusCode).toBe(403);
        expect(written.json()).toMatchObject({ code: ERROR_CODES.guardianConsentRequired });
      }
    }
    expect((await act(shop.cookie, second.id, { action: "withdraw" })).statusCode).toBe(200);
    // Expiry keeps running on a paused offer.
    clock.advance(2 * 24 * 60 * 60 * 1000);
    await t.app.offerExpiry.runOnce();
    expect((await view(shop.cookie, third.id)).status).toBe("expired");
    expect((await view(shop.cookie, first.id)).paused).toBe(true);

    await setConsent(t.database.db, minor.profileId, "consented");
    const reopened = await send("POST", `/api/offers/${first.id}/messages`, shop.cookie, {
      body: "Are you free on Saturday?",
    });
    expect(reopened.statusCode).toBe(201);
    const resumed = await offerTo(minor);
    expect(resumed.paused).toBeUndefined();
    expect((await view(minor.cookie, resumed.id)).viewerActions).toEqual([
      "accept",
      "decline",
      "counter",
    ]);
  });

  it("holds a minor's acceptance for the guardian, who confirms from the e-mailed link", async () => {
    const offer = await offerTo(minor);
    const awaitingYou = async () =>
      (await send("GET", "/api/offers/summary", minor.cookie)).json<{
        data: { awaitingYou: number };
      }>().data.awaitingYou;
    const before = await awaitingYou();
    const accepted = await act(minor.cookie, offer.id, { action: "accept" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Confirmed by the athlete, it waits for the guardian: no longer the athlete's move.
    expect(await awaitingYou()).toBe(before - 1);
    expect(accepted.json<{ data: OfferDetail }>().data).toMatchObject({
      status: "awaiting_confirmation",
      confirmations: { athlete: true, guardian: false },
      viewerActions: ["decline"],
    });
    // The athlete has confirmed by accepting: a confirm of theirs is no second move.
    expect((await act(minor.cookie, offer.id, { action: "confirm" })).statusCode).toBe(409);

    const token = await guardianOfferToken(t.database.db, guardian);
    const page = await guardianGet(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ data: GuardianOfferView }>().data).toEqual({
      athlete: { firstName: "Jordan", lastName: "Mitchell" },
      buyerName: expect.any(String),
      serviceName: "Private clinic",
      amount: 4000,
      activityDate: null,
      status: "awaiting_confirmation",
      awaitingGuardian: true,
      athleteConfirmed: true,
    });
    // Reading the page does not use the link up.
    expect((await guardianGet(token)).statusCode).toBe(200);

    const confirmed = await guardianPost(token, "confirm");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: GuardianOfferView }>().data).toMatchObject({
      status: "accepted",
      awaitingGuardian: false,
    });
    const after = await view(shop.cookie, offer.id);
    expect(after.status).toBe("accepted");
    expect(after.history.map((step) => [step.kind, step.by])).toEqual([
      ["create", "buyer"],
      ["accept", "athlete"],
      ["confirm", "guardian"],
    ]);
    expect(after.history.at(-1)?.byName).toBe("Parent or guardian");
    // Used once: the link no longer works.
    expect((await guardianPost(token, "confirm")).statusCode).toBe(404);
    expect((await guardianGet(token)).json()).toMatchObject({
      message: MESSAGES.guardianOfferLinkInvalid,
    });
  });

  it("waits for both when the agent accepts; the guardian may confirm first, or decline", async () => {
    const offer = await offerTo(minor);
    await act(agent.cookie, offer.id, { action: "accept" });
    expect(await view(minor.cookie, offer.id)).toMatchObject({
      status: "awaiting_confirmation",
      confirmations: { athlete: false, guardian: false },
      viewerActions: ["confirm", "decline"],
    });
    const confirmed = await guardianPost(
      await guardianOfferToken(t.database.db, guardian),
      "confirm",
    );
    expect(confirmed.json<{ data: GuardianOfferView }>().data).toMatchObject({
      status: "awaiting_confirmation",
      awaitingGuardian: false,
      athleteConfirmed: false,
    });
    const done = await act(minor.cookie, offer.id, { action: "confirm" });
    expect(done.json<{ data: OfferDetail }>().data.status).toBe("accepted");

    const declinedOne = await offerTo(minor);
    await act(minor.cookie, declinedOne.id, { action: "accept" });
    const declined = await guardianPost(
      await guardianOfferToken(t.database.db, guardian),
      "decline",
    );
    expect(declined.json<{ data: GuardianOfferView }>().data.status).toBe("declined");
    const closed = await view(shop.cookie, declinedOne.id);
    expect(closed.status).toBe("declined");
    expect(closed.history.at(-1)).toMatchObject({ kind: "decline", by: "guardian" });

    // A buyer who accepts a minor's counter: it waits for the athlete and the guardian too.
    const club = await offerBuyer(t.app, t.sink, t.database.db, "business");
    const countered = await offerTo(minor, club);
    await act(minor.cookie, countered.id, { action: "counter", amount: 4200 });
    const taken = await act(club.cookie, countered.id, { action: "accept" });
    expect(taken.json<{ data: OfferDetail }>().data).toMatchObject({
      status: "awaiting_confirmation",
      confirmations: { athlete: false, guardian: false },
      viewerActions: ["withdraw"],
    });
    await act(minor.cookie, countered.id, { action: "confirm" });
    await guardianPost(await guardianOfferToken(t.database.db, guardian), "confirm");
    expect((await view(club.cookie, countered.id)).status).toBe("accepted");
  });

  it("lets one of two guardian clicks win, and an athlete's and a guardian's confirmation at once make it accepted", async () => {
    for (const decisions of [
      ["confirm", "confirm"],
      ["confirm", "decline"],
    ] as const) {
      const offer = await offerTo(minor);
      await act(minor.cookie, offer.id, { action: "accept" });
      const token = await guardianOfferToken(t.database.db, guardian);
      const results = await Promise.all(decisions.map((d) => guardianPost(token, d)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      const rows = await t.database.db
        .select()
        .from(offerHistory)
        .where(and(eq(offerHistory.offerId, offer.id), eq(offerHistory.party, "guardian")));
      expect(rows).toHaveLength(1);
      const winner = results.find((r) => r.statusCode === 200)!;
      const status = winner.json<{ data: GuardianOfferView }>().data.status;
      expect((await view(shop.cookie, offer.id)).status).toBe(status);
    }

    const offer = await offerTo(minor);
    await act(agent.cookie, offer.id, { action: "accept" });
    const token = await guardianOfferToken(t.database.db, guardian);
    const [athleteSide, guardianSide] = await Promise.all([
      act(minor.cookie, offer.id, { action: "confirm" }),
      guardianPost(token, "confirm"),
    ]);
    expect([athleteSide.statusCode, guardianSide.statusCode]).toEqual([200, 200]);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: "accepted" });
    expect(row!.athleteConfirmedAt).not.toBeNull();
    expect(row!.guardianConfirmedAt).not.toBeNull();
  });

  it("copies every offer, counter and decision to the guardian, each with the link to withdraw", async () => {
    const before = (await emailsTo(t.database.db, guardian)).length;
    // Another buyer: the first has used its ten submissions to this athlete.
    const gym = await offerBuyer(t.app, t.sink, t.database.db, "business");
    const offer = await offerTo(minor, gym, `Write to me at ${CONTACTS[0]} or ${CONTACTS[1]}`);
    await act(minor.cookie, offer.id, { action: "counter", amount: 5000 });
    await act(gym.cookie, offer.id, { action: "counter", amount: 4500 });
    await act(minor.cookie, offer.id, { action: "decline", message: "Not this time" });
    const mails = (await emailsTo(t.database.db, guardian)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      "Jordan Mitchell received an offer on Lineup",
      "A counter-offer for Jordan Mitchell",
      "A counter-offer for Jordan Mitchell",
      "Offer declined: Private clinic",
    ]);
    for (const mail of mails) expect(mail.text).toContain(`${APP_URL}/guardian/withdraw/`);
  });

  it("never shows the minimum, a contact detail, the guardian's address or the date of birth", async () => {
    const mails = await t.database.db.select().from(outboxEmails);
    const guardianMails = mails.filter((m) => m.toAddress === guardian);
    expect(guardianMails.length).toBeGreaterThan(10);
    expect(answers.length).toBeGreaterThan(60);
    const places = [
      ...answers.map((text, i) => ({ where: `answer ${i}`, text, toGuardian: false })),
      ...mails.map((m) => ({
        where: `e-mail ${m.subject}`,
        text: `${m.subject}\n${m.html}\n${m.text}`,
        toGuardian: m.toAddress === guardian,
      })),
    ];
    for (const { where, text, toGuardian } of places) {
      for (const leak of MINIMUM_LEAKS) expect(text, where).not.toMatch(leak);
      for (const contact of CONTACTS) expect(text, where).not.toContain(contact);
      expect(text, where).not.toContain(MINOR_DATE_OF_BIRTH);
      expect(text, where).not.toMatch(/price|minimum_?cents|priceCents|dateOfBirth/i);
      if (!toGuardian) expect(text, where).not.toContain(guardian);
      // The guardian's e-mails carry no amount at all: their page shows the agreed one.
      if (toGuardian) expect(text, where).not.toMatch(/\$\s?\d|4000|4,000|5000|4500/);
    }
  });
});
