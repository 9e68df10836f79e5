import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type GuardianConsentView,
  type GuardianWithdrawView,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { athleteProfiles, users } from "@api/db/schema";
import { issueToken } from "@api/identity";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";
import { call } from "@api-test/account-helpers";
import { APP_URL, uniqueEmail } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { emailsTo } from "@api-test/minor-athlete";
import {
  bornYearsAgo,
  guardianToken,
  minorAthlete,
  minorOf,
  signedInAthlete,
  type MinorAthlete,
} from "@api-test/minor-helpers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const DAY = 24 * 60 * 60 * 1000;

/** Which consent and withdrawal links a guardian may still use, and how the athlete is named. */
describe.each(DATABASE_KINDS)("a guardian's links on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, {
      deps: {
        rateLimits: { ...DEFAULT_RATE_LIMITS, tokenUse: { ip: { max: 1000, window: DAY } } },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const consent = { decision: "consent", guardianName: "Pat Mitchell" };
  const view = (token: string) => call(t.app, "GET", `/api/guardian/consent/${token}`);
  const decide = (token: string, body: object) =>
    call(t.app, "POST", `/api/guardian/consent/${token}`, undefined, body);
  const viewWithdraw = (token: string) => call(t.app, "GET", `/api/guardian/withdraw/${token}`);
  const resend = (cookie: string) => call(t.app, "POST", "/api/guardian/consent/resend", cookie);
  /** A 16-year-old whose guardian has the consent e-mail, with its two links. */
  const minor = async () => {
    const m = await minorAthlete(t.app, t.sink, bornYearsAgo(clock.now(), 16), uniqueEmail("p"));
    const mail = await t.sink.nth(m.guardianEmail, 1);
    return {
      ...m,
      token: guardianToken(mail, "consent"),
      withdraw: guardianToken(mail, "withdraw"),
    };
  };
  const setMinor = (m: MinorAthlete, columns: Partial<typeof athleteProfiles.$inferInsert>) =>
    t.db.update(athleteProfiles).set(columns).where(eq(athleteProfiles.profileId, m.profileId));
  const rename = (m: MinorAthlete, firstName: string | null, lastName: string | null) =>
    t.db.update(users).set({ firstName, lastName }).where(eq(users.id, m.userId));
  const expectInvalid = async (answer: Promise<{ statusCode: number; json: () => unknown }>) => {
    const refused = await answer;
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.invalidToken,
      message: MESSAGES.guardianConsentInvalid,
    });
  };

  it("refuses a consent link sent to a guardian the athlete no longer names", async () => {
    const m = await minor();
    expect((await view(m.token)).statusCode).toBe(200);
    await setMinor(m, { guardianEmail: uniqueEmail("other-parent") });
    await expectInvalid(view(m.token));
    await expectInvalid(decide(m.token, consent));
    expect(await minorOf(t.app, m.cookie)).toMatchObject({ guardianConsent: "requested" });
  });

  it("refuses a consent link whose account has no athlete profile", async () => {
    const athlete = await signedInAthlete(t.app, t.sink);
    const token = await issueToken(t.db, "guardian_consent", clock.now(), athlete.userId, {
      email: uniqueEmail("p"),
    });
    await expectInvalid(view(token));
    await expectInvalid(decide(token, consent));
  });

  it("refuses a consent link that carries no address, even to an athlete who names no guardian", async () => {
    const m = await minor();
    const bare = () => issueToken(t.db, "guardian_consent", clock.now(), m.userId);
    await expectInvalid(view(await bare()));
    await setMinor(m, { guardianEmail: null });
    await expectInvalid(view(await bare()));
    await expectInvalid(decide(await bare(), consent));
  });

  it("lets one decision kill every other consent link of the athlete", async () => {
    const m = await minor();
    const sibling = await issueToken(t.db, "guardian_consent", clock.now(), m.userId, {
      email: m.guardianEmail,
    });
    expect((await view(sibling)).statusCode).toBe(200);
    expect((await decide(m.token, { decision: "decline" })).statusCode).toBe(200);
    await expectInvalid(view(sibling));
  });

  it("sends the guardian a receipt only for a consent, and the athlete a way to their home", async () => {
    const m = await minor();
    expect((await decide(m.token, { decision: "decline" })).statusCode).toBe(200);
    expect(await emailsTo(t.db, m.guardianEmail, "guardian_consented")).toEqual([]);
    const notice = await t.sink.nth(m.email, 2);
    expect(notice.subject).toBe("Your parent or guardian declined");
    expect(notice.text).toContain(`${APP_URL}${ROUTES.myHome}`);
    expect(await minorOf(t.app, m.cookie)).toMatchObject({ guardianConsent: "declined" });
  });

  it("records a withdrawal as withdrawn and refuses a withdrawal link it does not know", async () => {
    const m = await minor();
    expect((await decide(m.token, consent)).statusCode).toBe(200);
    const withdrawn = await call(t.app, "POST", `/api/guardian/withdraw/${m.withdraw}`, undefined, {
      guardianName: "Pat Mitchell",
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await minorOf(t.app, m.cookie)).toMatchObject({ guardianConsent: "withdrawn" });

    for (const answer of [
      viewWithdraw("not-a-real-token-at-all-0000"),
      call(t.app, "POST", "/api/guardian/withdraw/not-a-real-token-at-all-0000", undefined, {}),
    ]) {
      const refused = await answer;
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: MESSAGES.guardianWithdrawInvalid });
    }
  });

  it("names the athlete to the guardian as the account does, and as 'An athlete' when it has no name", async () => {
    const m = await minor();
    const subjects: string[] = [];
    for (const [first, last] of [
      [null, null],
      ["Jordan", null],
      ["Jordan", "Mitchell"],
    ] as const) {
      await rename(m, first, last);
      expect((await resend(m.cookie)).statusCode).toBe(200);
      subjects.push((await t.sink.nth(m.guardianEmail, subjects.length + 2)).subject);
    }
    expect(subjects).toEqual([
      "An athlete asks for your consent to join Lineup",
      "Jordan asks for your consent to join Lineup",
      "Jordan Mitchell asks for your consent to join Lineup",
    ]);
  });

  it("shows the guardian empty names and date of birth rather than none", async () => {
    const m = await minor();
    await rename(m, null, null);
    await setMinor(m, { dateOfBirth: null, adultAt: null });
    const page = await view(m.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ data: GuardianConsentView }>().data.athlete).toMatchObject({
      firstName: "",
      lastName: "",
      dateOfBirth: "",
    });
    const withdraw = await viewWithdraw(m.withdraw);
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(withdraw.json<{ data: GuardianWithdrawView }>().data.athlete).toEqual({
      firstName: "",
      lastName: "",
    });
  });
});
