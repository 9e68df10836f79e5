import { secretOfOtpauthUrl, totpCode } from "@lineup/test-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, SESSION, post, uniqueEmail } from "@api-test/auth-helpers";
import { oauthRoundTrip, oauthSignIn, oauthSignUp } from "@api-test/oauth-flow";
import { LocalOAuthServer } from "@api-test/oauth-server";
import { TestClock, cookieFrom, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("two-step verification after Google on %s", (kind) => {
  let t: TestApp;
  const provider = new LocalOAuthServer();
  const clock = new TestClock();
  beforeAll(async () => {
    await provider.start();
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, ...provider.env() },
      deps: { clock: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider.stop();
  });

  it("gives a half session to a Google sign-in when the account has a second factor", async () => {
    const email = uniqueEmail("google-totp");
    const person = { sub: `google-${email}`, email, email_verified: true, given_name: "Riley" };
    provider.nextUser(person);
    const signUp = await oauthSignUp(t.app, await oauthRoundTrip(t.app, "google", "athlete"), {
      provider: "google",
      personalInfo: { firstName: "Riley", lastName: "Stone" },
      profileType: "Athlete",
    });
    const cookie = cookieFrom(signUp, SESSION);
    const setup = await post(t.app, "/api/auth/totp/setup", {}, cookie);
    const secret = secretOfOtpauthUrl(
      setup.json<{ data: { otpauthUrl: string } }>().data.otpauthUrl,
    );
    await post(t.app, "/api/auth/totp/enable", { code: totpCode(secret, clock.now()) }, cookie);
    clock.advance(30_000);

    provider.nextUser(person);
    const signIn = await oauthSignIn(
      t.app,
      "google",
      await oauthRoundTrip(t.app, "google", "login"),
    );
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ data: { secondFactor: "totp" } });
    const half = cookieFrom(signIn, SESSION);
    expect(
      (await t.app.inject({ url: "/api/profile/my", headers: { cookie: half } })).statusCode,
    ).toBe(401);

    const verified = await post(
      t.app,
      "/api/auth/totp/verify",
      { code: totpCode(secret, clock.now()) },
      half,
    );
    expect(verified.json()).toMatchObject({ data: { email } });
    const full = cookieFrom(verified, SESSION);
    expect(
      (await t.app.inject({ url: "/api/profile/my", headers: { cookie: full } })).statusCode,
    ).toBe(200);
  });
});
