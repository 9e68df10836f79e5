import { ERROR_CODES, MESSAGES, type ApiError } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { athleteProfiles, oneTimeTokens, users } from "@api/db/schema";
import { issueToken } from "@api/identity";
import { call, tracesOf } from "@api-test/account-helpers";
import { APP_URL, SESSION, uniqueEmail } from "@api-test/auth-helpers";
import {
  createAthlete,
  guardianToken,
  minorAthlete,
  minorOf,
  signedInAthlete,
} from "@api-test/minor-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

/**
 * The date of birth's rules at the API (issue 25, decision 0088), with the time set by hand: ages
 * count in the hometown's zone (Austin, TX: America/Chicago, UTC-6 until March's second Sunday).
 * The instants are in a year ahead (the outbox delivers what is due by the app's clock, and the
 * database stamps new rows with its own), so the e-mails of sign-up arrive.
 */
const Y = new Date().getUTCFullYear() + 2;
/** The first leap year whose 18th birthday (on 1 March) is at least in year Y. */
const LEAP = [0, 1, 2, 3].map((i) => Y - 18 + i).find((year) => year % 4 === 0)!;
describe.each(DATABASE_KINDS)("a date of birth at get-started and on update on %s", (kind) => {
  let t: TestApp;
  let now = new Date();
  const at = (iso: string) => (now = new Date(iso));
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL },
      deps: { clock: () => now },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const fieldsOf = (answer: { json: () => unknown }) => (answer.json() as ApiError).fields;
  const update = (cookie: string, profileId: string, body: object) =>
    call(t.app, "PATCH", `/api/profile/athlete/update/${profileId}`, cookie, body);

  it("refuses a date in the future of the hometown's calendar", async () => {
    // 00:30 UTC on 15 January is still 14 January in Austin.
    at(`${Y}-01-15T00:30:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const tomorrow = await createAthlete(t.app, athlete.cookie, { dateOfBirth: `${Y}-01-15` });
    expect(tomorrow.statusCode).toBe(400);
    expect(fieldsOf(tomorrow)).toEqual({ dateOfBirth: MESSAGES.dateOfBirthFuture });
  });

  it("refuses an athlete the day before their 13th birthday in Austin and erases the account, and accepts one on the day", async () => {
    // Born 15 January, 13 years before: 13 from 00:00 in Austin, which is 06:00 UTC.
    at(`${Y}-01-15T05:59:00Z`);
    const young = await signedInAthlete(t.app, t.sink);
    const refused = await createAthlete(t.app, young.cookie, {
      dateOfBirth: `${Y - 13}-01-15`,
      guardianEmail: uniqueEmail("parent"),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.tooYoungToJoin,
      code: ERROR_CODES.tooYoung,
      statusCode: 403,
    });
    // The session ends with the account: the cookie is cleared and no longer works.
    const cleared = refused.cookies.find((c) => c.name === SESSION);
    expect(cleared?.value ?? "").toBe("");
    expect((await call(t.app, "GET", "/api/profile/my", young.cookie)).statusCode).toBe(401);
    // Nothing of the account is kept: not a row naming it, nor an e-mail to it.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, young.userId));
    expect(row).toBeUndefined();
    expect(await tracesOf(t.database.db, [young.userId, young.email])).toEqual([]);

    at(`${Y}-01-15T06:00:30Z`);
    const thirteen = await signedInAthlete(t.app, t.sink);
    const accepted = await createAthlete(t.app, thirteen.cookie, {
      dateOfBirth: `${Y - 13}-01-15`,
      guardianEmail: uniqueEmail("parent"),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await minorOf(t.app, thirteen.cookie)).toMatchObject({
      isMinor: true,
      dateOfBirth: `${Y - 13}-01-15`,
      guardianConsent: "requested",
    });
  });

  it("counts a leap day's birthday on 1 March: a minor until then needs a guardian, an adult from then does not", async () => {
    // Born on 29 February: 18 on 1 March, 00:00 in Austin (CST, 06:00 UTC).
    at(`${LEAP + 18}-03-01T05:59:00Z`);
    const minor = await signedInAthlete(t.app, t.sink);
    const noGuardian = await createAthlete(t.app, minor.cookie, { dateOfBirth: `${LEAP}-02-29` });
    expect(noGuardian.statusCode).toBe(400);
    expect(fieldsOf(noGuardian)).toEqual({ guardianEmail: MESSAGES.enterGuardianEmail });

    at(`${LEAP + 18}-03-01T06:00:30Z`);
    const adult = await signedInAthlete(t.app, t.sink);
    const created = await createAthlete(t.app, adult.cookie, {
      dateOfBirth: `${LEAP}-02-29`,
      // An adult's guardian is not asked, nor kept.
      guardianEmail: uniqueEmail("not-needed"),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await minorOf(t.app, adult.cookie)).toEqual({
      isMinor: false,
      guardianEmail: null,
      guardianConsent: "not_needed",
      dateOfBirth: `${LEAP}-02-29`,
    });
    // The minor of a minute before becomes an adult on the clock, with nothing rewritten.
    at(`${LEAP + 18}-03-01T05:59:00Z`);
    const justMinor = await minorAthlete(t.app, t.sink, `${LEAP}-02-29`, uniqueEmail("parent"));
    expect(await minorOf(t.app, justMinor.cookie)).toMatchObject({ isMinor: true });
    at(`${LEAP + 18}-03-01T06:00:30Z`);
    expect(await minorOf(t.app, justMinor.cookie)).toMatchObject({ isMinor: false });
  });

  it("refuses the athlete's own address as the guardian's, in any letter case", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const own = await createAthlete(t.app, athlete.cookie, {
      dateOfBirth: `${Y - 16}-04-02`,
      guardianEmail: athlete.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(400);
    expect(fieldsOf(own)).toEqual({ guardianEmail: MESSAGES.guardianEmailIsYours });
  });

  it("asks a minor's guardian by e-mail in the same step, and shows the athlete what is missing", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const guardian = uniqueEmail("parent");
    const minor = await minorAthlete(t.app, t.sink, `${Y - 16}-04-02`, guardian);
    expect(await minorOf(t.app, minor.cookie)).toEqual({
      isMinor: true,
      guardianEmail: guardian,
      guardianConsent: "requested",
      dateOfBirth: `${Y - 16}-04-02`,
    });
    const mail = await t.sink.nth(guardian, 1);
    expect(mail.subject).toBe("Jordan Mitchell asks for your consent to join Lineup");
    expect(mail.text).toMatch(/prices stay private/);
    expect(mail.text).toMatch(/copy of every offer/);
    expect(mail.text).toMatch(/daily digest/);
    expect(guardianToken(mail, "consent")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(guardianToken(mail, "withdraw")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [row] = await t.database.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.profileId, minor.profileId));
    expect(row).toMatchObject({ guardianEmail: guardian, guardianConsent: "requested" });
  });

  it("lets an athlete who registered without a date give it later, under the same rules, and never change it", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const created = await createAthlete(t.app, athlete.cookie, { dateOfBirth: undefined });
    expect(created.statusCode, created.body).toBe(201);
    const profileId = created.json<{ data: { id: string } }>().data.id;
    expect(await minorOf(t.app, athlete.cookie)).toEqual({
      isMinor: null,
      guardianEmail: null,
      guardianConsent: "not_needed",
      dateOfBirth: null,
    });
    const future = await update(athlete.cookie, profileId, { dateOfBirth: `${Y + 1}-01-01` });
    expect(fieldsOf(future)).toEqual({ dateOfBirth: MESSAGES.dateOfBirthFuture });
    const noGuardian = await update(athlete.cookie, profileId, { dateOfBirth: `${Y - 15}-02-03` });
    expect(fieldsOf(noGuardian)).toEqual({ guardianEmail: MESSAGES.enterGuardianEmail });
    const guardian = uniqueEmail("parent");
    const given = await update(athlete.cookie, profileId, {
      dateOfBirth: `${Y - 15}-02-03`,
      guardianEmail: guardian,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(await minorOf(t.app, athlete.cookie)).toMatchObject({
      isMinor: true,
      guardianConsent: "requested",
    });
    await t.sink.nth(guardian, 1);
    // Saved: the same date again is fine (the editor sends every answer), another is refused.
    const same = await update(athlete.cookie, profileId, {
      dateOfBirth: `${Y - 15}-02-03`,
      team: "Lions",
    });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await update(athlete.cookie, profileId, { dateOfBirth: `${Y - 25}-02-03` });
    expect(changed.statusCode).toBe(400);
    expect(fieldsOf(changed)).toEqual({ dateOfBirth: MESSAGES.dateOfBirthLocked });
    expect(await minorOf(t.app, athlete.cookie)).toMatchObject({ dateOfBirth: `${Y - 15}-02-03` });
  });

  it("erases an athlete who registered before and gives a date under 13", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const athlete = await signedInAthlete(t.app, t.sink);
    const created = await createAthlete(t.app, athlete.cookie, { dateOfBirth: undefined });
    const profileId = created.json<{ data: { id: string } }>().data.id;
    const refused = await update(athlete.cookie, profileId, {
      dateOfBirth: `${Y - 12}-01-01`,
      guardianEmail: uniqueEmail("parent"),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.tooYoungToJoin });
    expect(await tracesOf(t.database.db, [athlete.userId, profileId, athlete.email])).toEqual([]);
  });

  it("lets a minor name another guardian: consent is asked afresh and the former links die", async () => {
    at(`${Y}-06-01T12:00:00Z`);
    const first = uniqueEmail("parent");
    const minor = await minorAthlete(t.app, t.sink, `${Y - 16}-04-02`, first);
    const oldLink = guardianToken(await t.sink.nth(first, 1), "consent");
    const consented = await call(t.app, "POST", `/api/guardian/consent/${oldLink}`, undefined, {
      decision: "consent",
      guardianName: "Pat Mitchell",
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const withdraw = guardianToken(await t.sink.nth(first, 2), "withdraw");

    const same = await update(minor.cookie, minor.profileId, { guardianEmail: first });
    expect(same.statusCode).toBe(200);
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ guardianConsent: "consented" });
    const yours = await update(minor.cookie, minor.profileId, { guardianEmail: minor.email });
    expect(fieldsOf(yours)).toEqual({ guardianEmail: MESSAGES.guardianEmailIsYours });

    // A link the former guardian holds to confirm an offer (as an offer to this minor sends one).
    await issueToken(t.database.db, "guardian_offer", now, minor.userId, {
      offerId: "00000000-0000-4000-8000-000000000000",
    });
    const second = uniqueEmail("other-parent");
    const changed = await update(minor.cookie, minor.profileId, { guardianEmail: second });
    expect(changed.statusCode).toBe(200);
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({
      guardianEmail: second,
      guardianConsent: "requested",
    });
    const fresh = guardianToken(await t.sink.nth(second, 1), "consent");
    expect((await call(t.app, "GET", `/api/guardian/consent/${fresh}`)).statusCode).toBe(200);
    // The former guardian's withdrawal link is dead, as is every other link of theirs.
    const gone = await call(t.app, "GET", `/api/guardian/withdraw/${withdraw}`);
    expect(gone.statusCode).toBe(400);
    const live = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, minor.userId));
    const unused = live.filter((token) => token.usedAt === null).map((token) => token.purpose);
    expect(unused.sort()).toEqual(["guardian_consent", "guardian_withdraw"]);
  });
});
