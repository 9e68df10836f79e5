import { describe, expect, it } from "vitest";
import { SESSION, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { BINDING, handoffOf, oauthRoundTrip, oauthSignIn, oauthSignUp } from "@api-test/oauth-flow";
import { useOAuthApp } from "@api-test/oauth-app";
import { LocalOAuthServer } from "@api-test/oauth-server";
import { cookieFrom, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const google = (email: string) => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  given_name: "Ada",
  family_name: "Attacker",
});

// Login CSRF (DESIGN.md "Identity"): the hand-off token works only in the browser that completed
// the callback, through the HttpOnly binding cookie the callback set there (docs/decisions/0060).
describe.each(DATABASE_KINDS)("the OAuth hand-off's browser binding on %s", (kind) => {
  let t: TestApp;
  const provider = useOAuthApp(kind, (app) => (t = app));

  /** The attacker's own Google account, and a callback he stopped at instead of finishing. */
  async function attackersStoppedCallback() {
    const email = uniqueEmail("attacker");
    provider.nextUser(google(email));
    const first = await oauthRoundTrip(t.app, "google", "athlete");
    const created = await oauthSignUp(t.app, first, {
      provider: "google",
      personalInfo: { firstName: "Ada", lastName: "Attacker" },
      profileType: "Athlete",
    });
    expect(created.statusCode).toBe(201);
    provider.nextUser(google(email));
    return { email, landing: await oauthRoundTrip(t.app, "google", "login") };
  }

  it("sets a short-lived HttpOnly SameSite=Lax binding cookie at the callback, never in the URL", async () => {
    const { landing } = await attackersStoppedCallback();
    const value = landing.binding.split("=")[1]!;
    expect(value.length).toBeGreaterThanOrEqual(43);
    expect(landing.target.search).not.toContain(value);
    expect(landing.landed.cookies.find((c) => c.name === BINDING)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 600,
    });
  });

  it("refuses the attacker's hand-off link in another browser, which stays signed out", async () => {
    const { landing } = await attackersStoppedCallback();
    // The victim's browser: no binding cookie, or the binding of its own, different round trip.
    provider.nextUser(google(uniqueEmail("victim-own")));
    const victimsOwn = await oauthRoundTrip(t.app, "google", "athlete");
    for (const binding of ["", victimsOwn.binding, `${BINDING}=forged-${"x".repeat(40)}`]) {
      const handoff = await handoffOf(t.app, { token: landing.token, binding });
      expect(handoff.statusCode).toBe(400);
      expect(handoff.body).not.toContain("attacker");
      const signIn = await oauthSignIn(t.app, "google", { token: landing.token, binding });
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json()).toMatchObject({ code: "INVALID_TOKEN" });
      expect(signIn.cookies.find((c) => c.name === SESSION)).toBeUndefined();
      const signUp = await oauthSignUp(
        t.app,
        { token: landing.token, binding },
        {
          provider: "google",
          profileType: "Athlete",
          personalInfo: { firstName: "V", lastName: "V" },
        },
      );
      expect(signUp.statusCode).toBe(400);
    }
    // Refused, not spent: in the browser that came back it still signs its owner in.
    const own = await oauthSignIn(t.app, "google", landing);
    expect(own.statusCode).toBe(200);
    expect(own.cookies.find((c) => c.name === BINDING)?.value).toBe("");
  });

  it("keeps a signed-in victim's own session when the attacker's link is opened there", async () => {
    const victim = await signUpAndConfirm(t.app, t.sink);
    const { landing } = await attackersStoppedCallback();
    const switched = await post(
      t.app,
      "/api/auth/oauth2/sign-in",
      { provider: "google", oauthToken: landing.token },
      victim.cookie,
    );
    expect(switched.statusCode).toBe(400);
    expect(switched.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    const mine = await t.app.inject({ url: "/api/profile/my", headers: { cookie: victim.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(victim.email);
  });
});

describe("the binding cookie over https", () => {
  it("is __Host- prefixed and Secure", async () => {
    const provider = new LocalOAuthServer();
    await provider.start();
    const httpsUrl = "https://lineup.example";
    const t = await createTestApp("pglite", { env: { APP_URL: httpsUrl, ...provider.env() } });
    try {
      provider.nextUser(google(uniqueEmail("https")));
      const link = await t.app.inject({ url: "/api/auth/oauth2/link/google?role=login" });
      const stateCookie = cookieFrom(link, "lineup_oauth_state");
      const authorize = await fetch(link.json<{ data: string }>().data, { redirect: "manual" });
      const callback = new URL(authorize.headers.get("location")!);
      const landed = await t.app.inject({
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: stateCookie },
      });
      expect(landed.cookies.find((c) => c.name === `__Host-${BINDING}`)).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: "Lax",
        path: "/",
      });
    } finally {
      await t.close();
      await provider.stop();
    }
  });
});
