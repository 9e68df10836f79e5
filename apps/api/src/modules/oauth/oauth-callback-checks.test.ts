import { describe, expect, it } from "vitest";
import { uniqueEmail } from "@api-test/auth-helpers";
import { BINDING, handoffOf, oauthRoundTrip } from "@api-test/oauth-flow";
import { useOAuthApp } from "@api-test/oauth-app";
import { type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const FAILED = "/auth/login?oauthError=1";

// PKCE wherever the provider takes it, and the callback's `iss` checked when sent (RFC 9207).
describe.each(DATABASE_KINDS)("what the callback checks, on %s", (kind) => {
  let t: TestApp;
  const provider = useOAuthApp(kind, (app) => (t = app), { mail: false });

  it.each(["google", "facebook"] as const)(
    "sends %s an S256 PKCE challenge whose verifier the provider checks",
    async (name) => {
      const email = uniqueEmail(`pkce-${name}`);
      provider.nextUser({ sub: `pkce-${email}`, email, email_verified: true });
      const landing = await oauthRoundTrip(t.app, name, "athlete");
      expect(landing.consent.searchParams.get("code_challenge_method")).toBe("S256");
      expect(landing.consent.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
      // The local provider refuses a token request whose verifier does not match the challenge.
      expect(landing.target.pathname).toBe("/auth/oauth-redirect-page");
      expect((await handoffOf(t.app, landing)).json()).toMatchObject({ data: { email } });
    },
  );

  it("refuses a callback naming another issuer, and accepts its own or none", async () => {
    provider.nextUser({ sub: "mixed-up", email: uniqueEmail("mixup"), email_verified: true });
    provider.nextCallbackIssuer("https://attacker.example");
    const mixedUp = await oauthRoundTrip(t.app, "google", "login");
    expect(`${mixedUp.target.pathname}${mixedUp.target.search}`).toBe(FAILED);
    expect(mixedUp.binding).toBe("");

    const own = uniqueEmail("own-iss");
    provider.nextUser({ sub: "own-iss", email: own, email_verified: true });
    const named = await oauthRoundTrip(t.app, "facebook", "login");
    expect(named.callback.searchParams.get("iss")).toBe(provider.url);
    expect(named.target.pathname).toBe("/auth/oauth-redirect-page");
    expect(named.binding).toContain(`${BINDING}=`);

    provider.nextUser({ sub: "no-iss", email: uniqueEmail("no-iss"), email_verified: true });
    const unnamed = await oauthRoundTrip(t.app, "google", "login", (callback) =>
      callback.searchParams.delete("iss"),
    );
    expect(unnamed.target.pathname).toBe("/auth/oauth-redirect-page");
  });
});
