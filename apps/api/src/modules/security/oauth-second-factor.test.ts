import { secretOfOtpauthUrl, totpCode } from "@lineup/test-kit";
import { describe, expect, it } from "vitest";
import { SESSION, post } from "@api-test/auth-helpers";
import { oauthLogin } from "@api-test/oauth-flow";
import { googleAthleteSignUp, useOAuthApp } from "@api-test/oauth-app";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("two-step verification after Google on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  const provider = useOAuthApp(kind, (app) => (t = app), { clock });

  it("gives a half session to a Google sign-in when the account has a second factor", async () => {
    const { email, person, signUp } = await googleAthleteSignUp(t.app, provider, "google-totp");
    const cookie = cookieFrom(signUp, SESSION);
    const setup = await post(t.app, "/api/auth/totp/setup", {}, cookie);
    const secret = secretOfOtpauthUrl(
      setup.json<{ data: { otpauthUrl: string } }>().data.otpauthUrl,
    );
    await post(t.app, "/api/auth/totp/enable", { code: totpCode(secret, clock.now()) }, cookie);
    clock.advance(30_000);

    provider.nextUser(person);
    const signIn = await oauthLogin(t.app, "google");
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
