import { MESSAGES, type LocalSignUpBody } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import {
  APP_URL,
  GOOD_PASSWORD,
  SESSION,
  athleteBody,
  post,
  uniqueEmail,
} from "@api-test/auth-helpers";
import { oauthRoundTrip, oauthSignUp, oauthLogin } from "@api-test/oauth-flow";
import { useOAuthApp } from "@api-test/oauth-app";
import { linkIn } from "@api-test/smtp-sink";
import { cookieFrom, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const ACCOUNT_KEYS = [
  "businessName",
  "email",
  "emailConfirmed",
  "firstName",
  "id",
  "lastName",
  "profileType",
  "role",
];

// DESIGN.md "Identity": an address is confirmed only by our link or by a provider that verified
// that exact address, and a provider identity never links to an unconfirmed account (0060).
describe.each(DATABASE_KINDS)("who an OAuth address belongs to, on %s", (kind) => {
  let t: TestApp;
  const provider = useOAuthApp(kind, (app) => (t = app));

  const google = (sub: string, email: string, verified = true) => ({
    sub,
    email,
    email_verified: verified,
    given_name: "Owen",
    family_name: "Owner",
  });
  const passwordSignIn = (email: string, password = GOOD_PASSWORD) =>
    post(t.app, "/api/auth/local/signIn", { email, password });
  const me = (cookie: string) => t.app.inject({ url: "/api/profile/my", headers: { cookie } });
  /** A squatter's local sign-up with someone else's address, never confirmed. */
  const squat = async (overrides: Partial<LocalSignUpBody> = {}) => {
    const body = athleteBody(overrides);
    expect((await post(t.app, "/api/auth/local/signUp", body)).statusCode).toBe(201);
    const link = linkIn(await t.sink.nth(body.email, 1), APP_URL);
    return { email: body.email, confirmation: link.searchParams.get("token") };
  };
  /** A Facebook sign-up that shares no e-mail, whose holder types `email`. */
  const facebookTyping = async (fbId: string, email: string) => {
    provider.nextUser({ id: fbId, first_name: "Sam", last_name: "Squat" });
    const landing = await oauthRoundTrip(t.app, "facebook", "athlete");
    const created = await oauthSignUp(t.app, landing, {
      provider: "facebook",
      email,
      personalInfo: { firstName: "Sam", lastName: "Squat" },
      profileType: "Athlete",
    });
    expect(created.json()).toMatchObject({ data: { emailConfirmed: false } });
    // Its confirmation e-mail arrives first, so later mails count from 2.
    await t.sink.nth(email, 1);
  };
  const facebookSignIn = async (fbId: string) => {
    provider.nextUser({ id: fbId });
    return oauthLogin(t.app, "facebook");
  };

  it("gives an unconfirmed password sign-up clean to the person Google verified the address for", async () => {
    const { email, confirmation } = await squat();
    provider.nextUser(google(`owner-${email}`, email));
    const signIn = await oauthLogin(t.app, "google");
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ data: { email, emailConfirmed: true } });
    expect(Object.keys(signIn.json<{ data: object }>().data).sort()).toEqual(ACCOUNT_KEYS);
    expect(signIn.body).not.toMatch(/password|hash|token/i);

    // The squatter's password and pending confirmation link are gone.
    const squatter = await passwordSignIn(email);
    expect(squatter.statusCode).toBe(401);
    expect(squatter.json()).toMatchObject({ message: MESSAGES.invalidCredentials });
    // The link went to the owner's mailbox: it now only says the address is confirmed (0074).
    const link = await post(t.app, "/api/auth/confirm-email", { token: confirmation });
    expect(link.statusCode).toBe(409);
    expect(link.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    expect((await me(cookieFrom(signIn, SESSION))).statusCode).toBe(200);
  });

  it("starts a verified Google sign-up afresh over an unconfirmed sign-up at its address", async () => {
    const { email } = await squat({ profileType: undefined, businessName: undefined });
    provider.nextUser(google(`fresh-${email}`, email));
    const landing = await oauthRoundTrip(t.app, "google", "business");
    const created = await oauthSignUp(t.app, landing, {
      provider: "google",
      businessName: "Owner Supply",
      profileType: "Business",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { email, role: "business", businessName: "Owner Supply", emailConfirmed: true },
    });
    expect(created.body).not.toMatch(/password|hash|token/i);
    expect((await passwordSignIn(email)).statusCode).toBe(401);
  });

  it("keeps an unverified Google sign-up unconfirmed at every later Google sign-in until our link", async () => {
    const email = uniqueEmail("unverified");
    const sub = `unverified-${email}`;
    provider.nextUser(google(sub, email, false));
    const landing = await oauthRoundTrip(t.app, "google", "athlete");
    const created = await oauthSignUp(t.app, landing, {
      provider: "google",
      personalInfo: { firstName: "Owen", lastName: "Owner" },
      profileType: "Athlete",
    });
    expect(created.json()).toMatchObject({ data: { emailConfirmed: false } });
    expect(created.cookies.find((c) => c.name === SESSION)).toBeUndefined();

    for (let attempt = 0; attempt < 2; attempt++) {
      provider.nextUser(google(sub, email, false));
      const again = await oauthLogin(t.app, "google");
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({
        code: "EMAIL_NOT_CONFIRMED",
        message: MESSAGES.emailNotConfirmed,
      });
      expect(again.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    }
    // The same subject verifying another address confirms nothing either.
    provider.nextUser(google(sub, uniqueEmail("elsewhere")));
    const other = await oauthLogin(t.app, "google");
    expect(other.statusCode).toBe(403);

    const link = linkIn(await t.sink.nth(email, 1), APP_URL);
    const confirmed = await post(t.app, "/api/auth/confirm-email", {
      token: link.searchParams.get("token"),
    });
    expect(confirmed.json()).toMatchObject({ data: { emailConfirmed: true } });
    provider.nextUser(google(sub, email, false));
    const after = await oauthLogin(t.app, "google");
    expect(after.statusCode).toBe(200);
  });

  it("keeps a Facebook sign-up unconfirmed, with no session, when Facebook says it did not verify the address", async () => {
    const email = uniqueEmail("fb-unverified");
    const fbId = `fb-unverified-${email}`;
    const facebook = {
      id: fbId,
      email,
      email_verified: false,
      first_name: "Fay",
      last_name: "Book",
    };
    provider.nextUser(facebook);
    const created = await oauthSignUp(t.app, await oauthRoundTrip(t.app, "facebook", "athlete"), {
      provider: "facebook",
      personalInfo: { firstName: "Fay", lastName: "Book" },
      profileType: "Athlete",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ data: { email, emailConfirmed: false } });
    expect(created.cookies.find((c) => c.name === SESSION)).toBeUndefined();

    provider.nextUser(facebook);
    const again = await oauthLogin(t.app, "facebook");
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: "EMAIL_NOT_CONFIRMED" });
    expect(again.cookies.find((c) => c.name === SESSION)).toBeUndefined();

    // Our link confirms it; then Facebook signs the person in.
    const link = linkIn(await t.sink.nth(email, 1), APP_URL);
    await post(t.app, "/api/auth/confirm-email", { token: link.searchParams.get("token") });
    provider.nextUser(facebook);
    const after = await oauthLogin(t.app, "facebook");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ data: { email, emailConfirmed: true } });
  });

  it("confirms a Facebook sign-up at once when Facebook shares the address without saying otherwise", async () => {
    const email = uniqueEmail("fb-shared");
    provider.nextUser({ id: `fb-shared-${email}`, email, first_name: "Fay", last_name: "Book" });
    const created = await oauthSignUp(t.app, await oauthRoundTrip(t.app, "facebook", "athlete"), {
      provider: "facebook",
      personalInfo: { firstName: "Fay", lastName: "Book" },
      profileType: "Athlete",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ data: { email, emailConfirmed: true } });
  });

  it("unlinks a squatter's Facebook with a typed address when the owner's Google verifies it", async () => {
    const email = uniqueEmail("typed");
    const fbId = `fb-squatter-${email}`;
    await facebookTyping(fbId, email);
    expect((await facebookSignIn(fbId)).statusCode).toBe(403);

    provider.nextUser(google(`owner-${email}`, email));
    const owner = await oauthLogin(t.app, "google");
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ data: { email, emailConfirmed: true } });

    const squatter = await facebookSignIn(fbId);
    expect(squatter.statusCode).toBe(404);
    expect(squatter.json()).toMatchObject({ message: MESSAGES.oauthAccountMissing });
    expect(squatter.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("unlinks a squatter's Facebook with a typed address when the owner resets the password", async () => {
    const email = uniqueEmail("reset");
    const fbId = `fb-reset-${email}`;
    await facebookTyping(fbId, email);
    await post(t.app, "/api/auth/reset-password-request", { email });
    const code = linkIn(await t.sink.nth(email, 2), APP_URL).searchParams.get("code");
    const restored = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/restore-password",
      payload: { code, password: "Owners-Own-Harbor-79" },
    });
    expect(restored.statusCode).toBe(200);
    expect((await passwordSignIn(email, "Owners-Own-Harbor-79")).statusCode).toBe(200);

    const squatter = await facebookSignIn(fbId);
    expect(squatter.statusCode).toBe(404);
    expect(squatter.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("keeps a Facebook sign-up whose own typed address was confirmed by our link", async () => {
    const email = uniqueEmail("own-typed");
    const fbId = `fb-own-${email}`;
    await facebookTyping(fbId, email);
    const link = linkIn(await t.sink.nth(email, 1), APP_URL);
    await post(t.app, "/api/auth/confirm-email", { token: link.searchParams.get("token") });
    const signIn = await facebookSignIn(fbId);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ data: { email, emailConfirmed: true } });
  });
});
