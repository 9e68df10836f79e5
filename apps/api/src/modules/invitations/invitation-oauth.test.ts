import type { RepresentationOverview } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { APP_URL, SESSION, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { oauthRoundTrip, oauthSignUp } from "@api-test/oauth-flow";
import { useOAuthApp } from "@api-test/oauth-app";
import { linkIn } from "@api-test/smtp-sink";
import { cookieFrom, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("an agent's invitation through an OAuth sign-up on %s", (kind) => {
  let t: TestApp;
  const provider = useOAuthApp(kind, (app) => (t = app));

  it("stays with the account the athlete creates with Google", async () => {
    const agent = await signUpAndConfirm(t.app, t.sink, {
      email: uniqueEmail("agent"),
      password: "Quiet-Lantern-Orbit-7",
      personalInfo: { firstName: "Morgan", lastName: "Agent" },
    });
    const invited = uniqueEmail("google-invited");
    await post(t.app, `/api/invite/athlete/${invited}`, { email: invited }, agent.cookie);
    const inviteId = linkIn(await t.sink.nth(invited, 1), APP_URL).searchParams.get("invite")!;

    provider.nextUser({
      sub: `google-${invited}`,
      email: invited,
      email_verified: true,
      given_name: "Riley",
      family_name: "Stone",
    });
    const signUp = await oauthSignUp(t.app, await oauthRoundTrip(t.app, "google", "athlete"), {
      provider: "google",
      personalInfo: { firstName: "Riley", lastName: "Stone" },
      profileType: "Athlete",
      inviteId,
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = cookieFrom(signUp, SESSION);
    const overview = await t.app.inject({ url: "/api/representation", headers: { cookie } });
    expect(overview.json<{ data: RepresentationOverview }>().data.invitedBy).toEqual({
      name: "Morgan Agent",
      email: agent.email,
    });
  });
});
