import { MESSAGES, type AccountSettings } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { call, countWhere } from "@api-test/account-helpers";
import { SESSION, uniqueEmail } from "@api-test/auth-helpers";
import { oauthRoundTrip, oauthSignUp, oauthLogin } from "@api-test/oauth-flow";
import { googleAthleteSignUp, useOAuthApp } from "@api-test/oauth-app";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)("Settings of an account without a password on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  const provider = useOAuthApp(kind, (app) => (t = app), { clock });

  /** A Google account (its address verified by Google) and the session of its sign-up. */
  async function googleAccount() {
    const { email, person, signUp } = await googleAthleteSignUp(t.app, provider, "google");
    expect(signUp.statusCode).toBe(201);
    const signInAgain = async () => {
      provider.nextUser(person);
      const answer = await oauthLogin(t.app, "google");
      return cookieFrom(answer, SESSION);
    };
    return { email, cookie: cookieFrom(signUp, SESSION), signInAgain };
  }
  const settings = async (cookie: string) =>
    (await call(t.app, "GET", "/api/account", cookie)).json<{ data: AccountSettings }>().data;

  it("shows the provider and no password; a password is set through the reset link, not changed", async () => {
    const { cookie } = await googleAccount();
    const mine = await settings(cookie);
    expect(mine).toMatchObject({ hasPassword: false, providers: ["google"] });
    const started = clock.now().getTime();
    expect(new Date(mine.recentSignInUntil).getTime()).toBeGreaterThan(started + 9 * MINUTE);
    const change = await call(t.app, "POST", "/api/account/password", cookie, {
      currentPassword: "anything-at-all",
      password: "Amber-Falcon-Ridge-93",
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ fields: { currentPassword: MESSAGES.noPasswordYet } });
  });

  it("takes a provider sign-in within 10 minutes as the proof for a new address", async () => {
    const { cookie, signInAgain } = await googleAccount();
    clock.advance(11 * MINUTE);
    const stale = await call(t.app, "POST", "/api/account/email-change", cookie, {
      email: uniqueEmail("next"),
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: MESSAGES.recentSignInRequired });
    const fresh = await signInAgain();
    const next = uniqueEmail("next");
    const asked = await call(t.app, "POST", "/api/account/email-change", fresh, { email: next });
    expect(asked.statusCode).toBe(200);
    expect(await settings(fresh)).toMatchObject({ pendingEmail: next });
  });

  it("deletes the account after a fresh provider sign-in only, with its identity, and Google signs up anew", async () => {
    const { email, cookie, signInAgain } = await googleAccount();
    const { id } = await settings(cookie);
    clock.advance(10 * MINUTE + 1);
    const stale = await call(t.app, "DELETE", "/api/account", cookie, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: "FORBIDDEN",
      message: MESSAGES.recentSignInRequired,
    });
    expect(await countWhere(t.database.db, "users.id", id)).toBe(1);

    const fresh = await signInAgain();
    clock.advance(9 * MINUTE);
    const deleted = await call(t.app, "DELETE", "/api/account", fresh, {});
    expect(deleted.statusCode).toBe(200);
    expect(await countWhere(t.database.db, "users.id", id)).toBe(0);
    expect(await countWhere(t.database.db, "oauth_identities.user_id", id)).toBe(0);
    expect((await call(t.app, "GET", "/api/account", cookie)).statusCode).toBe(401);

    // The same Google person finds no account, and may sign up again.
    provider.nextUser({ sub: `google-${email}`, email, email_verified: true });
    const signIn = await oauthLogin(t.app, "google");
    expect(signIn.statusCode).toBe(404);
    expect((await googleAccountAgain(email)).statusCode).toBe(201);
  });

  async function googleAccountAgain(email: string) {
    provider.nextUser({ sub: `google-${email}`, email, email_verified: true, given_name: "Riley" });
    return oauthSignUp(t.app, await oauthRoundTrip(t.app, "google", "athlete"), {
      provider: "google",
      personalInfo: { firstName: "Riley", lastName: "Stone" },
      profileType: "Athlete",
    });
  }
});
