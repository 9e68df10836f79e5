// The OAuth hand-off under a real race (DESIGN.md "Security": single-use tokens, one conditional
// UPDATE; an identity keyed by provider and subject). Several requests of one app reach
// PostgreSQL's pool at the same moment; PGlite would serialise them, so only PostgreSQL can show
// this.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { SESSION, uniqueEmail } from "@api-test/auth-helpers";
import { oauthRoundTrip, oauthSignIn, oauthSignUp, type OAuthLanding } from "@api-test/oauth-flow";
import { useOAuthApp } from "@api-test/oauth-app";
import { type TestApp } from "@api-test/test-app";
import { describeOnPostgres } from "@api-test/test-database";
import { oauthIdentities, sessions, users } from "@api/db/schema";

const RACERS = 5;

describeOnPostgres("the OAuth hand-off used many times at once", () => {
  let t: TestApp;
  const provider = useOAuthApp("postgres", (app) => (t = app), { mail: false });

  const google = (email: string) => ({
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: "Riley",
    family_name: "Stone",
  });
  const athlete = {
    provider: "google",
    personalInfo: { firstName: "Riley", lastName: "Stone" },
    profileType: "Athlete",
  };
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
  const accountsWith = (email: string) =>
    t.database.db.select().from(users).where(eq(users.email, email));
  const sessionsOf = (userId: string) =>
    t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  /** Each refused answer is the hand-off's 400, and sets no session cookie. */
  const expectRefusedHandoffs = (answers: Awaited<ReturnType<typeof oauthSignIn>>[]) => {
    for (const refused of answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 201)) {
      expect(refused.json()).toMatchObject({ statusCode: 400, code: "INVALID_TOKEN" });
      expect(refused.cookies.some((c) => c.name === SESSION && c.value)).toBe(false);
    }
  };

  it("creates one account and one session from one hand-off, however many sign-ups send it", async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail(`handoff-${round}`);
      provider.nextUser(google(email));
      const landing = await oauthRoundTrip(t.app, "google", "athlete");

      const answers = await Promise.all(
        Array.from({ length: RACERS }, () => oauthSignUp(t.app, landing, athlete)),
      );
      expect(statuses(answers), `round ${round}`).toEqual([201, 400, 400, 400, 400]);
      expectRefusedHandoffs(answers);
      const accounts = await accountsWith(email);
      expect(accounts, `round ${round}`).toHaveLength(1);
      expect(await sessionsOf(accounts[0]!.id)).toHaveLength(1);
    }
  });

  it("signs in once from one hand-off, however many sign-ins send it", async () => {
    const email = uniqueEmail("returning");
    provider.nextUser(google(email));
    const created = await oauthSignUp(
      t.app,
      await oauthRoundTrip(t.app, "google", "athlete"),
      athlete,
    );
    expect(created.statusCode).toBe(201);
    const [account] = await accountsWith(email);
    for (let round = 0; round < 3; round++) {
      provider.nextUser(google(email));
      const landing = await oauthRoundTrip(t.app, "google", "login");
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () => oauthSignIn(t.app, "google", landing)),
      );
      expect(statuses(answers), `round ${round}`).toEqual([200, 400, 400, 400, 400]);
      expectRefusedHandoffs(answers);
      expect(await sessionsOf(account!.id), `round ${round}`).toHaveLength(round + 2);
    }
  });

  it("makes one account of one Google identity signing up in two browsers at once", async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail(`two-tabs-${round}`);
      const landings: OAuthLanding[] = [];
      for (const _ of [1, 2]) {
        provider.nextUser(google(email));
        landings.push(await oauthRoundTrip(t.app, "google", "athlete"));
      }
      const answers = await Promise.all(landings.map((l) => oauthSignUp(t.app, l, athlete)));
      const bodies = answers.map((a) => a.body).join(" ");
      expect(
        answers.every((a) => a.statusCode < 500),
        `round ${round}: ${bodies}`,
      ).toBe(true);
      expect(
        answers.some((a) => a.statusCode === 201),
        bodies,
      ).toBe(true);
      const accounts = await accountsWith(email);
      expect(accounts, `round ${round}`).toHaveLength(1);
      const identities = await t.database.db
        .select()
        .from(oauthIdentities)
        .where(eq(oauthIdentities.subject, `google-${email}`));
      expect(identities.map((i) => i.userId)).toEqual([accounts[0]!.id]);
    }
  });
});
