import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import {
  APP_URL,
  SESSION,
  athleteBody,
  post,
  signUpAndConfirm,
  uniqueEmail,
} from "@api-test/auth-helpers";
import { handoffOf, oauthRoundTrip, oauthSignIn, oauthSignUp } from "@api-test/oauth-flow";
import { useOAuthApp } from "@api-test/oauth-app";
import type { SmtpSink } from "@api-test/smtp-sink";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("Google and Facebook on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  const provider = useOAuthApp(
    kind,
    (app) => {
      t = app;
      sink = app.sink;
    },
    { clock },
  );

  const google = (email: string, extra: Record<string, unknown> = {}) => ({
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: "Riley",
    family_name: "Stone",
    ...extra,
  });

  it("lists both providers as enabled", async () => {
    expect((await t.app.inject("/api/auth/providers")).json()).toEqual({
      data: { google: true, facebook: true },
    });
  });

  it("signs up with Google: PKCE consent, hand-off with names, a confirmed account and a session", async () => {
    const email = uniqueEmail("google");
    provider.nextUser(google(email));
    const landing = await oauthRoundTrip(t.app, "google", "athlete");
    const { consent, target } = landing;
    expect(consent.searchParams.get("code_challenge_method")).toBe("S256");
    expect(consent.searchParams.get("redirect_uri")).toBe(
      `${APP_URL}/api/auth/oauth2/callback/google`,
    );
    expect(target.pathname).toBe("/auth/oauth-redirect-page");
    expect(target.searchParams.get("provider")).toBe("google");
    expect(target.searchParams.get("role")).toBe("athlete");

    const handoff = await handoffOf(t.app, landing);
    expect(handoff.json()).toEqual({
      data: {
        provider: "google",
        email,
        firstName: "Riley",
        lastName: "Stone",
        accountExists: false,
      },
    });

    const signUp = await oauthSignUp(t.app, landing, {
      provider: "google",
      personalInfo: { firstName: "Riley", lastName: "Stone" },
      profileType: "Athlete",
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toMatchObject({ data: { email, role: "athlete", emailConfirmed: true } });
    const cookie = cookieFrom(signUp, SESSION);
    const mine = await t.app.inject({ url: "/api/profile/my", headers: { cookie } });
    expect(mine.json()).toMatchObject({ data: { profileType: "Athlete" } });

    // The hand-off token is single-use.
    const again = await oauthSignIn(t.app, "google", landing);
    expect(again.json()).toMatchObject({ statusCode: 400, code: "INVALID_TOKEN" });
  });

  it("signs the same identity in later, keyed by provider and subject", async () => {
    const email = uniqueEmail("returning");
    provider.nextUser(google(email));
    const first = await oauthRoundTrip(t.app, "google", "business");
    await oauthSignUp(t.app, first, {
      provider: "google",
      businessName: "Stone Supply",
      profileType: "Business",
    });
    // Same subject, changed e-mail at the provider: still the same account.
    provider.nextUser(google(email, { email: uniqueEmail("changed") }));
    const second = await oauthRoundTrip(t.app, "google", "login");
    expect(second.target.searchParams.get("role")).toBe("login");
    const handoff = await handoffOf(t.app, second);
    expect(handoff.json()).toMatchObject({ data: { accountExists: true } });
    const signIn = await oauthSignIn(t.app, "google", second);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ data: { email, role: "business" } });
  });

  it("links to an existing account only when the provider verified the e-mail", async () => {
    const { email } = await signUpAndConfirm(t.app, sink, athleteBody());
    provider.nextUser(google(email, { sub: `unverified-${email}`, email_verified: false }));
    const unverified = await oauthRoundTrip(t.app, "google", "login");
    const refused = await oauthSignIn(t.app, "google", unverified);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: MESSAGES.oauthAccountMissing });

    provider.nextUser(google(email, { sub: `verified-${email}` }));
    const verified = await oauthRoundTrip(t.app, "google", "login");
    const linked = await oauthSignIn(t.app, "google", verified);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ data: { email, role: "athlete" } });
  });

  it("asks for an e-mail when Facebook gives none, and confirms it by e-mail", async () => {
    provider.nextUser({ id: `fb-${Date.now()}`, first_name: "Casey", last_name: "Reed" });
    const landing = await oauthRoundTrip(t.app, "facebook", "individual");
    const handoff = await handoffOf(t.app, landing);
    expect(handoff.json()).toMatchObject({ data: { email: null, firstName: "Casey" } });

    const body = {
      provider: "facebook",
      personalInfo: { firstName: "Casey", lastName: "Reed" },
      profileType: "Individual",
    };
    const missing = await oauthSignUp(t.app, landing, body);
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      fields: { email: MESSAGES.enterEmail },
    });

    const email = uniqueEmail("facebook");
    const created = await oauthSignUp(t.app, landing, { ...body, email });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { email, role: "individual", emailConfirmed: false },
    });
    expect(created.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    const link = linkIn(await sink.nth(email, 1), APP_URL);
    const confirmed = await post(t.app, "/api/auth/confirm-email", {
      token: link.searchParams.get("token"),
    });
    expect(confirmed.json()).toMatchObject({ data: { emailConfirmed: true, role: "individual" } });
  });

  it("refuses a callback whose state this browser did not start", async () => {
    provider.nextUser(google(uniqueEmail("csrf")));
    const link = await t.app.inject({ url: "/api/auth/oauth2/link/google?role=athlete" });
    const authorize = await fetch(link.json<{ data: string }>().data, { redirect: "manual" });
    const callback = new URL(authorize.headers.get("location")!);
    const landed = await t.app.inject({ url: `${callback.pathname}${callback.search}` });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe("/auth/login?oauthError=1");
  });

  it("lets a hand-off token expire after 10 minutes", async () => {
    provider.nextUser(google(uniqueEmail("slow")));
    const landing = await oauthRoundTrip(t.app, "google", "athlete");
    clock.advance(10 * 60 * 1000 + 1000);
    const late = await handoffOf(t.app, landing);
    expect(late.json()).toMatchObject({ statusCode: 400, code: "INVALID_TOKEN" });
  });
});

describe("without OAuth configuration", () => {
  it("hides both providers and answers 404 for their links", async () => {
    const t = await createTestApp("pglite");
    try {
      expect((await t.app.inject("/api/auth/providers")).json()).toEqual({
        data: { google: false, facebook: false },
      });
      const link = await t.app.inject("/api/auth/oauth2/link/google");
      expect(link.statusCode).toBe(404);
      expect(link.json()).toMatchObject({ message: MESSAGES.oauthProviderDisabled });
    } finally {
      await t.close();
    }
  });
});
