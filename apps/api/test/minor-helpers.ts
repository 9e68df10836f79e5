import { dateIn, type AthleteCreateBody } from "@lineup/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { call } from "./account-helpers";
import { validAthleteBody } from "./athlete-helpers";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "./auth-helpers";
import { linkIn, type ReceivedMail, type SmtpSink } from "./smtp-sink";

/** The test athlete's hometown (Austin, TX) counts birthdays in this zone. */
export const AUSTIN_ZONE = "America/Chicago";

/** A date of birth `years` and `days` before the calendar date in Austin at `now`. */
export function bornYearsAgo(now: Date, years: number, days = 30): string {
  const [y, m, d] = dateIn(AUSTIN_ZONE, now).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

export interface SignedInAthlete {
  email: string;
  cookie: string;
  userId: string;
}

/** A confirmed, signed-in athlete without a profile yet. */
export async function signedInAthlete(
  app: FastifyInstance,
  sink: SmtpSink,
): Promise<SignedInAthlete> {
  const { email, cookie } = await signUpAndConfirm(app, sink, athleteBody());
  const userId = (await call(app, "GET", "/api/account", cookie)).json<{ data: { id: string } }>()
    .data.id;
  return { email, cookie, userId };
}

/** POST /api/profile/athlete/create with the usual answers and these changes. */
export async function createAthlete(
  app: FastifyInstance,
  cookie: string,
  changes: Partial<AthleteCreateBody>,
): Promise<LightMyRequestResponse> {
  const body: Record<string, unknown> = { ...(await validAthleteBody(app)), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete body[key];
  return post(app, "/api/profile/athlete/create", body, cookie);
}

export interface MinorAthlete extends SignedInAthlete {
  profileId: string;
  guardianEmail: string;
}

/** A minor athlete with a profile who named a guardian (the consent e-mail is on its way). */
export async function minorAthlete(
  app: FastifyInstance,
  sink: SmtpSink,
  dateOfBirth: string,
  guardianEmail: string,
): Promise<MinorAthlete> {
  const athlete = await signedInAthlete(app, sink);
  const created = await createAthlete(app, athlete.cookie, { dateOfBirth, guardianEmail });
  expect(created.statusCode, created.body).toBe(201);
  return { ...athlete, profileId: created.json<{ data: { id: string } }>().data.id, guardianEmail };
}

/** The token at the end of a guardian e-mail's link to `/guardian/<kind>/…`. */
export function guardianToken(mail: ReceivedMail, kind: "consent" | "withdraw"): string {
  const prefix = `${APP_URL}/guardian/${kind}/`;
  const word = mail.text.split(/\s+/).find((w) => w.startsWith(prefix));
  if (!word) throw new Error(`no ${kind} link in: ${mail.text}`);
  return linkIn({ text: word }, APP_URL).pathname.split("/").at(-1)!;
}

/** The athlete's own GET /api/profile/my `minor`. */
export async function minorOf(app: FastifyInstance, cookie: string) {
  const answer = await call(app, "GET", "/api/profile/my", cookie);
  expect(answer.statusCode).toBe(200);
  return answer.json<{
    data: {
      minor: {
        isMinor: boolean | null;
        guardianEmail: string | null;
        guardianConsent: string;
        dateOfBirth: string | null;
      } | null;
    };
  }>().data.minor;
}
