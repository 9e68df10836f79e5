import type { OfferDetail, OfferList, OfferSummary, OfferThreadMessage } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { GOOD_PASSWORD } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { offerCalls } from "@api-test/offer-calls";
import { emailsTo, makeMinor, setBusinessType, setConsent } from "@api-test/minor-athlete";
import type { OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { offerReads, users } from "@api/db/schema";

const OPERATOR = "reading.operator@lineup.test";
const MINIMUM = 1732.05;

/**
 * What each party reads of their offers (issue 24): home's counts, a box's later pages, the thread
 * with its authors' names, and what an operator's reading leaves (nothing).
 */
describe.each(DATABASE_KINDS)("what each party reads of their offers on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, {
      operators: [OPERATOR],
      deps: { startOfferExpiry: false },
    });
    operatorCookie = (await t.operator()).cookie;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { offer, made } = offerCalls(() => t.app);
  const offerTo = (buyer: Caller, who: OfferAthlete) => made(buyer, who, 2500);
  const write = async (cookie: string, id: string, body: string) => {
    const response = await call(t.app, "POST", `/api/offers/${id}/messages`, cookie, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: OfferThreadMessage }>().data;
  };
  const summary = async (cookie: string) => {
    const response = await call(t.app, "GET", "/api/offers/summary", cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OfferSummary }>().data;
  };
  const thread = async (cookie: string, id: string) => {
    const response = await call(t.app, "GET", `/api/offers/${id}/messages`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { list: OfferThreadMessage[] } }>().data.list;
  };
  /** An agent named apart from the athletes (every test account signs up as Jordan Mitchell). */
  const namedAgent = async () => {
    const agent = await t.caller("agent");
    await t.db
      .update(users)
      .set({ firstName: "Alex", lastName: "Rivera" })
      .where(eq(users.id, agent.userId));
    return agent;
  };

  it("counts on home what waits for whom, the unread messages, and below-minimum offers for the athlete's side only", async () => {
    const agent = await t.caller("agent");
    const athlete = await t.athlete(MINIMUM, agent.userId);
    const buyer = await t.buyer("business");
    const [first, second, third] = [
      await offerTo(buyer, athlete),
      await offerTo(buyer, athlete),
      await offerTo(buyer, athlete),
    ];
    const declined = await call(t.app, "POST", `/api/offers/${third.id}/actions`, athlete.cookie, {
      action: "decline",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await write(buyer.cookie, first.id, "We train on Saturdays.");
    await write(buyer.cookie, second.id, "Is June too early?");
    await write(buyer.cookie, second.id, "July works too.");
    expect((await offer(buyer, athlete, 100)).statusCode).toBe(422);

    // Two open offers wait for the athlete's side; the declined one counts nowhere.
    expect(await summary(athlete.cookie)).toEqual({
      awaitingYou: 2,
      awaitingOthers: 0,
      unreadMessages: 3,
      belowMinimumTurnedAway: 1,
    });
    expect(await summary(agent.cookie)).toEqual({
      awaitingYou: 2,
      awaitingOthers: 0,
      unreadMessages: 3,
      belowMinimumTurnedAway: 1,
    });
    // The buyer waits for the athlete and learns nothing of turned-away offers.
    expect(await summary(buyer.cookie)).toEqual({
      awaitingYou: 0,
      awaitingOthers: 2,
      unreadMessages: 0,
    });
    // Reading a thread clears its count for the reader only.
    await thread(athlete.cookie, second.id);
    expect((await summary(athlete.cookie)).unreadMessages).toBe(1);
    expect((await summary(agent.cookie)).unreadMessages).toBe(3);
    // An operator is party to none.
    expect(await summary(operatorCookie)).toEqual({
      awaitingYou: 0,
      awaitingOthers: 0,
      unreadMessages: 0,
    });
  });

  it("does not count a paused minor's offer as the athlete's move", async () => {
    const minor = await t.athlete(MINIMUM);
    await makeMinor(t.db, minor.profileId, { guardianEmail: `paused.${kind}@family.test` });
    await offerTo(await t.buyer("business"), minor);
    expect(await summary(minor.cookie)).toMatchObject({ awaitingYou: 1, awaitingOthers: 0 });
    await setConsent(t.db, minor.profileId, "withdrawn");
    // Only a decline is left to the athlete: nothing waits for them.
    expect(await summary(minor.cookie)).toMatchObject({ awaitingYou: 0, awaitingOthers: 1 });
  });

  it("shows a box's second page after the first, each offer once", async () => {
    const buyer = await t.buyer("individual");
    const athletes = [await t.athlete(MINIMUM), await t.athlete(MINIMUM), await t.athlete(MINIMUM)];
    for (const athlete of athletes) {
      for (let i = 0; i < 7; i++) await offerTo(buyer, athlete);
    }
    const page = async (n: number) => {
      const response = await call(t.app, "GET", `/api/offers?box=sent&page=${n}`, buyer.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: OfferList }>().data;
    };
    const [one, two] = [await page(1), await page(2)];
    expect([one.total, one.pageSize, one.list.length, two.list.length]).toEqual([21, 20, 20, 1]);
    const ids = [...one.list, ...two.list].map((item) => item.id);
    expect(new Set(ids).size).toBe(21);
  });

  it("names each message's author, marks the reader's own, and leaves no mark of an operator's reading", async () => {
    const agent = await namedAgent();
    const athlete = await t.athlete(MINIMUM, agent.userId);
    const buyer = await t.buyer("business");
    const { id } = await offerTo(buyer, athlete);
    const written = await write(buyer.cookie, id, "Which days suit you?");
    expect(written).toMatchObject({ from: "buyer", mine: true });
    await write(athlete.cookie, id, "Saturdays.");
    await write(agent.cookie, id, "I handle the bookings.");

    const names = {
      buyer: written.authorName,
      athlete: "Jordan Mitchell",
      agent: "Alex Rivera",
    };
    expect(new Set(Object.values(names)).size).toBe(3);
    for (const [reader, cookie] of [
      ["buyer", buyer.cookie],
      ["athlete", athlete.cookie],
      ["agent", agent.cookie],
    ] as const) {
      expect(
        (await thread(cookie, id)).map((m) => [m.from, m.authorName, m.mine]),
        reader,
      ).toEqual([
        ["buyer", names.buyer, reader === "buyer"],
        ["athlete", names.athlete, reader === "athlete"],
        ["agent", names.agent, reader === "agent"],
      ]);
    }

    const read = await thread(operatorCookie, id);
    expect(read.map((m) => m.mine)).toEqual([false, false, false]);
    const operatorId = (await call(t.app, "GET", "/api/account", operatorCookie)).json<{
      data: { id: string };
    }>().data.id;
    expect(await t.db.select().from(offerReads).where(eq(offerReads.userId, operatorId))).toEqual(
      [],
    );
  });

  it("names an agent who deleted their account 'Former agent' in the thread, the history and the guardian's digest", async () => {
    const agent = await namedAgent();
    const minor = await t.athlete(MINIMUM, agent.userId);
    const guardian = `former.${kind}@family.test`;
    await makeMinor(t.db, minor.profileId, { guardianEmail: guardian });
    const buyer = await t.buyer("business");
    const { id } = await offerTo(buyer, minor);
    await write(agent.cookie, id, "I handle the bookings.");
    const accepted = await call(t.app, "POST", `/api/offers/${id}/actions`, agent.cookie, {
      action: "accept",
    });
    expect(accepted.json<{ data: OfferDetail }>().data.history.at(-1)).toMatchObject({
      by: "agent",
      byName: "Alex Rivera",
    });

    const gone = await call(t.app, "DELETE", "/api/account", agent.cookie, {
      password: GOOD_PASSWORD,
    });
    expect(gone.statusCode, gone.body).toBe(200);

    expect((await thread(buyer.cookie, id)).map((m) => [m.from, m.authorName])).toEqual([
      ["agent", "Former agent"],
    ]);
    const seen = (await call(t.app, "GET", `/api/offers/${id}`, buyer.cookie)).json<{
      data: OfferDetail;
    }>().data;
    expect(seen.history.at(-1)).toMatchObject({ by: "agent", byName: "Former agent" });
    await t.app.guardianWorker.runDigests();
    const [digest] = await emailsTo(t.db, guardian, "guardian_offer_news").then((mails) =>
      mails.filter((mail) => mail.subject.endsWith("offer messages today on Lineup")),
    );
    expect(digest!.text).toContain('Former agent, about Private clinic: "I handle the bookings."');
  });

  it("lets a business of a category closed to minors write on an adult athlete's offer", async () => {
    const shop = await t.buyer("business");
    await setBusinessType(t.db, shop.userId, "Tobacco & Vaping");
    const adult = await t.athlete(MINIMUM);
    const { id } = await offerTo(shop, adult);
    expect((await write(shop.cookie, id, "Would Saturday suit you?")).mine).toBe(true);
  });
});
