import { CONTACT_DETAILS_HIDDEN, MESSAGES, type OfferDetail } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import {
  MINOR_DATE_OF_BIRTH,
  emailsTo,
  guardianOfferToken,
  makeMinor,
} from "@api-test/minor-athlete";
import { offerAthlete, offerBuyer, type OfferAthlete } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { athleteProfiles } from "@api/db/schema";

const MINIMUM = 1618.03;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(DATABASE_KINDS)("the guardian's digest and the 18th birthday on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let shop: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL },
      deps: { clock: clock.now, startOfferExpiry: false },
    });
    shop = await offerBuyer(t.app, t.sink, t.database.db, "business");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const offerTo = async (who: OfferAthlete) => {
    const response = await call(t.app, "POST", "/api/offers", shop.cookie, {
      athleteId: who.profileId,
      serviceId: who.serviceId,
      amount: 2000,
      message: "A clinic for our juniors?",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: OfferDetail }>().data;
  };
  const act = (cookie: string, id: string, body: Record<string, unknown>) =>
    call(t.app, "POST", `/api/offers/${id}/actions`, cookie, body);
  const write = (cookie: string, id: string, body: string) =>
    call(t.app, "POST", `/api/offers/${id}/messages`, cookie, { body });
  const statusOf = async (id: string) =>
    (await call(t.app, "GET", `/api/offers/${id}`, shop.cookie)).json<{ data: OfferDetail }>().data;

  it("sends the guardian one digest a day of the minor's offer messages, masked as stored", async () => {
    const minor = await offerAthlete(t.app, t.sink, t.database.db, MINIMUM);
    const guardian = `digest.${kind}@family.test`;
    await makeMinor(t.database.db, minor.profileId, { guardianEmail: guardian });
    const offer = await offerTo(minor);
    await write(shop.cookie, offer.id, "Reach me at coach@x.com before Friday");
    await write(minor.cookie, offer.id, "Friday works for me");
    const digests = () => emailsTo(t.database.db, guardian);
    const before = (await digests()).length;

    expect(await t.app.guardianWorker.runDigests()).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = (await digests()).slice(before);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Jordan Mitchell's offer messages today on Lineup");
    expect(digest!.text).toContain(
      `about Private clinic: "Reach me at ${CONTACT_DETAILS_HIDDEN} before Friday"`,
    );
    expect(digest!.text).toContain(`Jordan Mitchell, about Private clinic: "Friday works for me"`);
    expect(digest!.text).toContain(`${APP_URL}/guardian/withdraw/`);
    for (const text of [digest!.text, digest!.html]) {
      expect(text).not.toContain("coach@x.com");
      expect(text).not.toContain(MINOR_DATE_OF_BIRTH);
      expect(text).not.toMatch(/1618|161803|\$\d/);
    }

    // The same day: nothing more, even with a new message; the next day, only the new one.
    await write(shop.cookie, offer.id, "See you then");
    clock.advance(12 * HOUR);
    await t.app.guardianWorker.runDigests();
    expect((await digests()).length).toBe(before + 1);
    clock.advance(12 * HOUR + 1000);
    await t.app.guardianWorker.runDigests();
    const next = (await digests()).slice(before + 1);
    expect(next).toHaveLength(1);
    expect(next[0]!.text).toContain('"See you then"');
    expect(next[0]!.text).not.toContain("Friday works for me");
    // A day without messages sends nothing.
    clock.advance(DAY + 1000);
    await t.app.guardianWorker.runDigests();
    expect((await digests()).length).toBe(before + 2);
  });

  it("ends the guardian's role on the 18th birthday: once, both told, and a confirmed offer accepted", async () => {
    const minor = await offerAthlete(t.app, t.sink, t.database.db, MINIMUM);
    const guardian = `birthday.${kind}@family.test`;
    const adultAt = new Date(clock.now().getTime() + HOUR);
    await makeMinor(t.database.db, minor.profileId, { guardianEmail: guardian, adultAt });
    const waiting = await offerTo(minor);
    expect((await act(minor.cookie, waiting.id, { action: "accept" })).json()).toMatchObject({
      data: { status: "awaiting_confirmation" },
    });

    // Just before: still a minor. An accept waits for the guardian; the worker does nothing.
    clock.advance(adultAt.getTime() - clock.now().getTime() - 60_000);
    const justBefore = await offerTo(minor);
    expect((await act(minor.cookie, justBefore.id, { action: "accept" })).json()).toMatchObject({
      data: { status: "awaiting_confirmation" },
    });
    const mails = () => emailsTo(t.database.db, guardian);
    const sent = (await mails()).length;
    await t.app.guardianWorker.runBirthdays();
    expect((await mails()).length).toBe(sent);
    expect((await statusOf(waiting.id)).status).toBe("awaiting_confirmation");

    // Just after: an adult. An accept is final at once, even before the worker ran.
    clock.advance(2 * 60_000);
    const justAfter = await offerTo(minor);
    const accepted = await act(minor.cookie, justAfter.id, { action: "accept" });
    expect(accepted.json<{ data: OfferDetail }>().data).toMatchObject({ status: "accepted" });
    expect(accepted.json<{ data: OfferDetail }>().data.confirmations).toBeUndefined();

    expect(await t.app.guardianWorker.runBirthdays()).toBeGreaterThanOrEqual(1);
    const ended = (await mails()).slice(sent);
    expect(ended.map((m) => m.subject)).toEqual([
      "Jordan Mitchell is 18: your role on Lineup has ended",
    ]);
    const toAthlete = await emailsTo(t.database.db, minor.email, "athlete_came_of_age");
    expect(toAthlete).toHaveLength(1);
    const [profile] = await t.database.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.profileId, minor.profileId));
    expect(profile!.guardianEndedAt!.getTime()).toBeGreaterThanOrEqual(adultAt.getTime());
    for (const id of [waiting.id, justBefore.id]) {
      const offer = await statusOf(id);
      expect(offer.status).toBe("accepted");
      expect(offer.history.at(-1)).toMatchObject({ kind: "confirm", by: "system" });
    }

    // Once: another pass, later, tells nobody again.
    clock.advance(DAY);
    await t.app.guardianWorker.runBirthdays();
    expect((await mails()).length).toBe(sent + 1);
    expect(await emailsTo(t.database.db, minor.email, "athlete_came_of_age")).toHaveLength(1);
    for (const mail of [...ended, ...toAthlete]) {
      expect(mail.text).not.toContain(MINOR_DATE_OF_BIRTH);
      expect(mail.text).not.toMatch(/1618|\$\d/);
    }
  });

  it("after the 18th birthday, the guardian's link decides nothing and the athlete's confirm is final", async () => {
    const { db } = t.database;
    const minor = await offerAthlete(t.app, t.sink, db, MINIMUM);
    const guardian = `late.${kind}@family.test`;
    const adultAt = new Date(clock.now().getTime() + HOUR);
    await makeMinor(db, minor.profileId, { guardianEmail: guardian, adultAt });
    const offer = await offerTo(minor);
    await act(minor.cookie, offer.id, { action: "accept" });
    const token = await guardianOfferToken(db, guardian);
    clock.advance(2 * HOUR);
    const page = await call(t.app, "GET", `/api/guardian/offer/${token}`);
    expect(page.json()).toMatchObject({ data: { awaitingGuardian: false } });
    const late = await call(t.app, "POST", `/api/guardian/offer/${token}`, undefined, {
      decision: "decline",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: MESSAGES.guardianOfferNotAwaiting });
    expect((await statusOf(offer.id)).status).toBe("awaiting_confirmation");
    await t.app.guardianWorker.runBirthdays();
    expect((await statusOf(offer.id)).status).toBe("accepted");
  });
});
