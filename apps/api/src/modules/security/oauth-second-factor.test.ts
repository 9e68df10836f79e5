import { secretOfOtpauthUrl, totpCode } from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, SESSION, post, uniqueEmail } from "@api-test/auth-helpers";
import { LocalOAuthServer } from "@api-test/oauth-server";
import { TestClock, cookieFrom, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

/** The real redirect flow to the hand-off token (as oauth-routes.test.ts walks it). */
async function handoffToken(app: FastifyInstance, role: string): Promise<string> {
  const link = await app.inject({ url: `/api/auth/oauth2/link/google?role=${role}` });
  const stateCookie = cookieFrom(link, "lineup_oauth_state");
  const authorize = await fetch(new URL(link.json<{ data: string }>().data), {
    redirect: "manual",
  });
  const callback = new URL(authorize.headers.get("location")!);
  const landed = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookie },
  });
  return new URL(landed.headers.location as string, APP_URL).searchParams.get("token") ?? "";
}

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
    const signUp = await post(t.app, "/api/auth/oauth2/sign-up", {
      provider: "google",
      oauthToken: await handoffToken(t.app, "athlete"),
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
    const signIn = await post(t.app, "/api/auth/oauth2/sign-in", {
      provider: "google",
      oauthToken: await handoffToken(t.app, "login"),
    });
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
