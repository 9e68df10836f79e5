import { MESSAGES } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { athleteProfiles } from "@api/db/schema";
import { issueToken, peekToken } from "@api/identity";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";
import { call } from "@api-test/account-helpers";
import { uniqueEmail } from "@api-test/auth-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import {
  bornYearsAgo,
  guardianToken,
  minorAthlete,
  signedInAthlete,
  type MinorAthlete,
} from "@api-test/minor-helpers";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const DAY = 24 * 60 * 60 * 1000;

/** When the signed-in athlete may send the consent e-mail to their guardian again. */
describe.each(DATABASE_KINDS)("asking the guardian again on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  /** The app's time held still at one instant, so a deadline can be met to the millisecond. */
  let heldAt: Date | undefined;
  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, {
      deps: {
        clock: () => heldAt ?? clock.now(),
        rateLimits: { ...DEFAULT_RATE_LIMITS, tokenUse: { ip: { max: 1000, window: DAY } } },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const resend = (cookie: string) => call(t.app, "POST", "/api/guardian/consent/resend", cookie);
  const view = (path: string) => call(t.app, "GET", `/api/guardian/${path}`);
  const minor = () => minorAthlete(t.app, t.sink, bornYearsAgo(clock.now(), 16), uniqueEmail("p"));
  const setMinor = (m: MinorAthlete, columns: Partial<typeof athleteProfiles.$inferInsert>) =>
    t.db.update(athleteProfiles).set(columns).where(eq(athleteProfiles.profileId, m.profileId));
  const expectNotNeeded = async (cookie: string, message: string, why: string) => {
    const refused = await resend(cookie);
    expect(refused.statusCode, why).toBe(409);
    expect(refused.json(), why).toMatchObject({ message });
  };

  it("lets a minor ask until the instant they turn 18, and not from that instant on", async () => {
    const m = await minor();
    heldAt = clock.now();
    try {
      await setMinor(m, { adultAt: new Date(heldAt.getTime() + 1) });
      expect((await resend(m.cookie)).statusCode, "a millisecond before 18").toBe(200);
      await setMinor(m, { adultAt: heldAt });
      await expectNotNeeded(m.cookie, MESSAGES.guardianNotNeeded, "18 this very instant");
      await setMinor(m, { adultAt: new Date(heldAt.getTime() - DAY) });
      await expectNotNeeded(m.cookie, MESSAGES.guardianNotNeeded, "18 since yesterday");
    } finally {
      heldAt = undefined;
    }
  });

  it("has no one to ask for a minor who names no guardian", async () => {
    const m = await minor();
    await setMinor(m, { guardianEmail: null });
    await expectNotNeeded(m.cookie, MESSAGES.guardianNotNeeded, "no guardian named");
  });

  it("asks for the date of birth before anything when it is missing", async () => {
    const m = await minor();
    await setMinor(m, { dateOfBirth: null, adultAt: null });
    await expectNotNeeded(m.cookie, MESSAGES.dateOfBirthMissing, "no date of birth");
  });

  it("has nothing to resend for an athlete without a profile", async () => {
    const athlete = await signedInAthlete(t.app, t.sink);
    await expectNotNeeded(athlete.cookie, MESSAGES.guardianNotNeeded, "no profile");
  });

  it("kills the same guardian's earlier withdrawal link but leaves their offer links alive", async () => {
    const m = await minor();
    const first = await t.sink.nth(m.guardianEmail, 1);
    const offerLink = await issueToken(t.db, "guardian_offer", clock.now(), m.userId, {
      offerId: "00000000-0000-4000-8000-000000000000",
    });
    expect((await view(`withdraw/${guardianToken(first, "withdraw")}`)).statusCode).toBe(200);

    expect((await resend(m.cookie)).statusCode).toBe(200);
    const again = await t.sink.nth(m.guardianEmail, 2);
    const stale = await view(`withdraw/${guardianToken(first, "withdraw")}`);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ message: MESSAGES.guardianWithdrawInvalid });
    expect((await view(`withdraw/${guardianToken(again, "withdraw")}`)).statusCode).toBe(200);
    expect(await peekToken(t.db, offerLink, "guardian_offer", clock.now())).not.toBeNull();
  });

  it("kills every link of the former guardian, offer links included, when the minor names a new one", async () => {
    const m = await minor();
    const first = await t.sink.nth(m.guardianEmail, 1);
    const offerLink = await issueToken(t.db, "guardian_offer", clock.now(), m.userId, {
      offerId: "00000000-0000-4000-8000-000000000000",
    });
    const newGuardian = uniqueEmail("new-parent");
    const changed = await call(
      t.app,
      "PATCH",
      `/api/profile/athlete/update/${m.profileId}`,
      m.cookie,
      { guardianEmail: newGuardian },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await view(`consent/${guardianToken(first, "consent")}`)).statusCode).toBe(400);
    expect((await view(`withdraw/${guardianToken(first, "withdraw")}`)).statusCode).toBe(400);
    expect(await peekToken(t.db, offerLink, "guardian_offer", clock.now())).toBeNull();
    const toNew = await t.sink.nth(newGuardian, 1);
    expect((await view(`consent/${guardianToken(toNew, "consent")}`)).statusCode).toBe(200);
  });
});
