import type { AthleteCreateBody, LocalSignUpBody } from "@lineup/shared";
import {
  ADULT_DATE_OF_BIRTH,
  athleteLookups,
  lookupId as findId,
  type GetJson,
} from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { athleteBody, post, signUpAndConfirm } from "./auth-helpers";
import type { SmtpSink } from "./smtp-sink";

const getThrough =
  (app: FastifyInstance): GetJson =>
  async (url) =>
    (await app.inject({ url })).json();

/** Real ids from the seeded lookups, found through the API the pickers use (the test kit's). */
export function lookupId(
  app: FastifyInstance,
  path: string,
  name: string,
  query: Record<string, string> = {},
) {
  return findId(getThrough(app), path, name, query);
}

export async function validAthleteBody(app: FastifyInstance): Promise<AthleteCreateBody> {
  const { sport, hometown, role, activity } = await athleteLookups(getThrough(app));
  return {
    sport,
    team: "Wildcats",
    hometown,
    roles: [role],
    activities: [activity],
    education: "College",
    class: 2027,
    statistics: "https://stats.example.com/jordan",
    services: [],
    gender: "Female",
    dateOfBirth: ADULT_DATE_OF_BIRTH,
  };
}

export interface AthleteWithProfile {
  email: string;
  cookie: string;
  /** The athlete profile's id. */
  id: string;
}

/**
 * A confirmed, signed-in athlete who has just created a valid profile over HTTP: onboarding's
 * next step is the socials. `body` is the sign-up (a fresh address unless given).
 */
export async function athleteWithProfile(
  app: FastifyInstance,
  sink: SmtpSink,
  body: LocalSignUpBody = athleteBody(),
): Promise<AthleteWithProfile> {
  const { email, cookie } = await signUpAndConfirm(app, sink, body);
  const created = await post(
    app,
    "/api/profile/athlete/create",
    await validAthleteBody(app),
    cookie,
  );
  expect(created.statusCode, created.body).toBe(201);
  return { email, cookie, id: created.json<{ data: { id: string } }>().data.id };
}
