import type { LocalSignUpBody } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { cookieFrom } from "./test-app";
import { linkIn, type SmtpSink } from "./smtp-sink";

export const SESSION = "lineup_session";
export const APP_URL = "http://localhost:3000";
export const GOOD_PASSWORD = "Blue-Harbor-Sprint-42";

let counter = 0;
export function uniqueEmail(label = "user"): string {
  counter++;
  return `${label}.${process.pid}.${counter}@example.com`;
}

export function athleteBody(overrides: Partial<LocalSignUpBody> = {}): LocalSignUpBody {
  return {
    email: uniqueEmail("athlete"),
    password: GOOD_PASSWORD,
    phoneNumber: "(201) 555-0123",
    personalInfo: { firstName: "Jordan", lastName: "Mitchell" },
    profileType: "Athlete",
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

/** Signs up, follows the e-mailed link, and returns the session cookie of the confirmed account. */
export async function signUpAndConfirm(
  app: FastifyInstance,
  sink: SmtpSink,
  body: LocalSignUpBody = athleteBody(),
): Promise<{ email: string; cookie: string }> {
  // The confirmation is the next e-mail to that address (an invitation may have come before).
  const next = sink.to(body.email).length + 1;
  const signUp = await post(app, "/api/auth/local/signUp", body);
  if (signUp.statusCode !== 201)
    throw new Error(`sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  const mail = await sink.nth(body.email, next);
  const token = linkIn(mail, APP_URL).searchParams.get("token");
  const confirmed = await post(app, "/api/auth/confirm-email", { token });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}`);
  return { email: body.email.toLowerCase(), cookie: cookieFrom(confirmed, SESSION) };
}
