import {
  ERROR_CODES,
  GUARDIAN_CONSENT_VERSION,
  MESSAGES,
  type AthleteSearchPage,
  type GuardianConsentView,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardianDecisions, services } from "@api/db/schema";
import { call } from "@api-test/account-helpers";
import { walk } from "@api-test/answer-walk";
import { GOOD_PASSWORD, uniqueEmail } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import {
  bornYearsAgo,
  createAthlete,
  guardianToken,
  minorAthlete,
  minorOf,
  signedInAthlete,
} from "@api-test/minor-helpers";
import { callerOf, type Caller } from "@api-test/search-callers";
import { setStatus } from "@api-test/search-seed";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const DAY = 24 * 60 * 60 * 1000;
const PRICE_CENTS = 765_431;

describe.each(DATABASE_KINDS)("a guardian's consent on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let business: Caller;
  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock);
    business = await t.caller("business");
  });
  afterAll(async () => {
    await t?.close();
  });

  const consentBody = { decision: "consent", guardianName: "Pat Mitchell" };
  const view = (token: string) => call(t.app, "GET", `/api/guardian/consent/${token}`);
  const decide = (token: string, body: object) =>
    call(t.app, "POST", `/api/guardian/consent/${token}`, undefined, body);
  const resend = (cookie: string) => call(t.app, "POST", "/api/guardian/consent/resend", cookie);
  const found = async (profileId: string) => {
    const page = await call(t.app, "GET", "/api/athletes?pageSize=50", business.cookie);
    expect(page.statusCode).toBe(200);
    const ids = page.json<{ data: AthleteSearchPage }>().data.list.map((card) => card.id);
    const profile = await call(t.app, "GET", `/api/athletes/${profileId}`, business.cookie);
    expect(ids.includes(profileId)).toBe(profile.statusCode === 200);
    return { listed: ids.includes(profileId), page: page.json(), profile: profile.json() };
  };
  /** An approved 16-year-old with a priced service, whose guardian has the consent e-mail. */
  const approvedMinor = async () => {
    const dateOfBirth = bornYearsAgo(clock.now(), 16);
    const minor = await minorAthlete(t.app, t.sink, dateOfBirth, uniqueEmail("parent"));
    await t.database.db
      .insert(services)
      .values({ profileId: minor.profileId, name: "Shooting clinic", priceCents: PRICE_CENTS });
    await setStatus(t.database.db, minor.userId, "approved");
    const mail = await t.sink.nth(minor.guardianEmail, 1);
    return { ...minor, dateOfBirth, mail, token: guardianToken(mail, "consent") };
  };

  it("shows the guardian a preview, records a signed consent, and only then lets businesses find the minor; a withdrawal hides them at once", async () => {
    const minor = await approvedMinor();
    expect((await found(minor.profileId)).listed).toBe(false);

    const page = await view(minor.token);
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json<{ data: GuardianConsentView }>().data;
    expect(shown).toMatchObject({
      guardianEmail: minor.guardianEmail,
      consentVersion: GUARDIAN_CONSENT_VERSION,
      state: "requested",
      athlete: {
        firstName: "Jordan",
        lastName: "Mitchell",
        sport: "Basketball",
        level: "College",
        team: "Wildcats",
        city: { name: "Austin", state: "TX" },
        services: [{ name: "Shooting clinic" }],
        dateOfBirth: minor.dateOfBirth,
      },
    });
    // Looking does not use the link up; a signature needs a name.
    expect((await view(minor.token)).statusCode).toBe(200);
    const unsigned = await decide(minor.token, { decision: "consent", guardianName: " " });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({
      fields: { guardianName: MESSAGES.guardianNameRequired },
    });

    const signed = await call(t.app, "POST", `/api/guardian/consent/${minor.token}`, undefined, {
      decision: "consent",
      guardianName: "Pat Mitchell",
    });
    expect(signed.json()).toEqual({
      data: { state: "consented", message: MESSAGES.guardianConsentRecorded },
    });
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ guardianConsent: "consented" });
    const notice = await t.sink.nth(minor.email, 2);
    expect(notice.subject).toBe("Your parent or guardian agreed");
    const receipt = await t.sink.nth(minor.guardianEmail, 2);
    expect(receipt.subject).toMatch(/consent .* is recorded/);
    const [decision] = await t.database.db
      .select()
      .from(guardianDecisions)
      .where(eq(guardianDecisions.athleteId, minor.profileId));
    expect(decision).toMatchObject({
      decision: "consent",
      guardianEmail: minor.guardianEmail,
      guardianName: "Pat Mitchell",
      textVersion: GUARDIAN_CONSENT_VERSION,
      ip: "127.0.0.1",
    });
    // Used: the link is dead.
    const again = await decide(minor.token, consentBody);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: ERROR_CODES.invalidToken,
      message: MESSAGES.guardianConsentInvalid,
    });

    // Found now, and neither the card nor the public profile carries the date of birth.
    const seen = await found(minor.profileId);
    expect(seen.listed).toBe(true);
    for (const answer of [seen.page, seen.profile]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(minor.dateOfBirth);
      expect(text).not.toMatch(/birth|guardian/i);
      expect(text).not.toContain(minor.guardianEmail);
    }

    const withdraw = guardianToken(receipt, "withdraw");
    const before = await call(t.app, "GET", `/api/guardian/withdraw/${withdraw}`);
    expect(before.json()).toEqual({
      data: { athlete: { firstName: "Jordan", lastName: "Mitchell" }, state: "consented" },
    });
    const withdrawn = await call(t.app, "POST", `/api/guardian/withdraw/${withdraw}`, undefined, {
      guardianName: "Pat Mitchell",
    });
    expect(withdrawn.json()).toEqual({
      data: { state: "withdrawn", message: MESSAGES.guardianWithdrawRecorded },
    });
    expect((await found(minor.profileId)).listed).toBe(false);
    expect((await t.sink.nth(minor.email, 3)).subject).toBe(
      "Your parent or guardian withdrew their consent",
    );
    const trail = await t.database.db
      .select({ decision: guardianDecisions.decision })
      .from(guardianDecisions)
      .where(eq(guardianDecisions.athleteId, minor.profileId))
      .orderBy(guardianDecisions.createdAt);
    expect(trail.map((row) => row.decision)).toEqual(["consent", "withdraw"]);
    const usedUp = await call(t.app, "POST", `/api/guardian/withdraw/${withdraw}`, undefined, {});
    expect(usedUp.json()).toMatchObject({ message: MESSAGES.guardianWithdrawInvalid });
  });

  it("records a decline, keeps the minor hidden, and withdraws nothing that was not given", async () => {
    const minor = await approvedMinor();
    const withdraw = guardianToken(minor.mail, "withdraw");
    const early = await call(t.app, "POST", `/api/guardian/withdraw/${withdraw}`, undefined, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.guardianNothingToWithdraw });
    const declined = await decide(minor.token, { decision: "decline" });
    expect(declined.json()).toEqual({
      data: { state: "declined", message: MESSAGES.guardianDeclineRecorded },
    });
    expect((await t.sink.nth(minor.email, 2)).subject).toBe("Your parent or guardian declined");
    expect((await found(minor.profileId)).listed).toBe(false);
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ guardianConsent: "declined" });
  });

  it("lets exactly one of two decisions sent at once win", async () => {
    const minor = await approvedMinor();
    const answers = await Promise.all([
      decide(minor.token, consentBody),
      decide(minor.token, { decision: "decline" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.database.db
      .select()
      .from(guardianDecisions)
      .where(eq(guardianDecisions.athleteId, minor.profileId));
    expect(rows).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const state = winner.json<{ data: { state: string } }>().data.state;
    expect(await minorOf(t.app, minor.cookie)).toMatchObject({ guardianConsent: state });
  });

  it("expires the consent link after 7 days", async () => {
    const minor = await approvedMinor();
    clock.advance(7 * DAY - 60_000);
    expect((await view(minor.token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const late = await view(minor.token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: MESSAGES.guardianConsentInvalid });
    expect((await decide(minor.token, consentBody)).statusCode).toBe(400);
    expect((await view("not-a-real-token-at-all-0000")).statusCode).toBe(400);
  });

  it("lets the minor send the e-mail again, voiding the older link, three times an hour", async () => {
    const minor = await approvedMinor();
    const sent = await resend(minor.cookie);
    expect(sent.json()).toEqual({
      data: { state: "requested", message: MESSAGES.guardianEmailSent },
    });
    const fresh = guardianToken(await t.sink.nth(minor.guardianEmail, 2), "consent");
    expect((await view(minor.token)).statusCode).toBe(400);
    expect((await view(fresh)).statusCode).toBe(200);
    expect((await resend(minor.cookie)).statusCode).toBe(200);
    expect((await resend(minor.cookie)).statusCode).toBe(200);
    const limited = await resend(minor.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toMatchObject({ code: ERROR_CODES.rateLimited, statusCode: 429 });
    // The limit is the athlete's own: another minor is not held back.
    const other = await approvedMinor();
    expect((await resend(other.cookie)).statusCode).toBe(200);
  });

  it("has nothing to resend for an adult, a consented minor or a business", async () => {
    const business2 = await callerOf(t.app, t.sink, t.database.db, "business", "approved");
    expect((await resend(business2.cookie)).statusCode).toBe(403);
    expect((await resend("lineup_session=nobody")).statusCode).toBe(401);
    const adult = await signedInAthlete(t.app, t.sink);
    expect((await createAthlete(t.app, adult.cookie, {})).statusCode).toBe(201);
    const notNeeded = await resend(adult.cookie);
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json()).toMatchObject({ message: MESSAGES.guardianNotNeeded });
    const minor = await approvedMinor();
    expect((await decide(minor.token, consentBody)).statusCode).toBe(200);
    const done = await resend(minor.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ message: MESSAGES.guardianAlreadyConsented });
  });

  it("never answers a price or the athlete's contact details to the guardian, and its records go with the account", async () => {
    const minor = await approvedMinor();
    const answers: [string, unknown][] = [["consent view", (await view(minor.token)).json()]];
    answers.push(["resend", (await resend(minor.cookie)).json()]);
    const token = guardianToken(await t.sink.nth(minor.guardianEmail, 2), "consent");
    answers.push(["decision", (await decide(token, consentBody)).json()]);
    const withdraw = guardianToken(await t.sink.nth(minor.guardianEmail, 3), "withdraw");
    answers.push([
      "withdraw view",
      (await call(t.app, "GET", `/api/guardian/withdraw/${withdraw}`)).json(),
    ]);
    answers.push([
      "withdrawal",
      (await call(t.app, "POST", `/api/guardian/withdraw/${withdraw}`, undefined, {})).json(),
    ]);
    let walked = 0;
    for (const [what, body] of answers) {
      for (const field of walk(body)) {
        walked++;
        const where = `${what} ${field.path}`;
        expect(field.key, where).not.toMatch(/price|cents|phone|amount/i);
        if (typeof field.value === "number") {
          expect([PRICE_CENTS, PRICE_CENTS / 100], where).not.toContain(field.value);
        }
        if (typeof field.value === "string") {
          expect(field.value, where).not.toContain(minor.email);
          // The only address is the guardian's own, on the page sent to them.
          if (field.key !== "guardianEmail") expect(field.value, where).not.toMatch(/@/);
        }
      }
      expect(JSON.stringify(body)).not.toMatch(/765431|7654\.31|\+1\d{10}/);
    }
    expect(walked).toBeGreaterThan(20);

    // Deleting the athlete's account takes the guardian's decisions with it.
    const removed = await call(t.app, "DELETE", "/api/account", minor.cookie, {
      password: GOOD_PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(guardianDecisions)
      .where(eq(guardianDecisions.athleteId, minor.profileId));
    expect(left).toEqual([]);
  });
});
