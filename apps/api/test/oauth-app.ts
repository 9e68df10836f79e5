import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { APP_URL, uniqueEmail } from "./auth-helpers";
import { oauthRoundTrip, oauthSignUp } from "./oauth-flow";
import { LocalOAuthServer } from "./oauth-server";
import { createTestApp, type TestApp, type TestClock } from "./test-app";
import type { DatabaseKind } from "./test-database";

export interface OAuthAppOptions {
  /** Send the app's e-mail to a real SMTP server (`t.sink`); on unless told. */
  mail?: boolean;
  /** The suite's clock, for the app to read the time from. */
  clock?: TestClock;
}

/**
 * The usual suite of the OAuth flows: before it, the local Google and Facebook, and the real app
 * on a fresh database of `kind` that signs in with them; after it, both stopped. `started`
 * receives the app once it is up; the answer is the provider, to say who signs in next.
 */
export function useOAuthApp(
  kind: DatabaseKind,
  started: (t: TestApp) => void,
  { mail = true, clock }: OAuthAppOptions = {},
): LocalOAuthServer {
  const provider = new LocalOAuthServer();
  let t: TestApp | undefined;
  beforeAll(async () => {
    await provider.start();
    t = await createTestApp(kind, {
      mail,
      env: { APP_URL, ...provider.env() },
      ...(clock ? { deps: { clock: clock.now } } : {}),
    });
    started(t);
  });
  afterAll(async () => {
    await t?.close();
    await provider.stop();
  });
  return provider;
}

/**
 * An athlete's sign-up with the local Google, which verified a fresh address: the person as Google
 * tells it (give it to `nextUser` again to sign in as them) and the sign-up's answer.
 */
export async function googleAthleteSignUp(
  app: FastifyInstance,
  provider: LocalOAuthServer,
  emailPrefix: string,
) {
  const email = uniqueEmail(emailPrefix);
  const person = { sub: `google-${email}`, email, email_verified: true, given_name: "Riley" };
  provider.nextUser(person);
  const signUp = await oauthSignUp(app, await oauthRoundTrip(app, "google", "athlete"), {
    provider: "google",
    personalInfo: { firstName: "Riley", lastName: "Stone" },
    profileType: "Athlete",
  });
  return { email, person, signUp };
}
