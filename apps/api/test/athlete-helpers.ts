import type { AthleteCreateBody } from "@lineup/shared";
import {
  ADULT_DATE_OF_BIRTH,
  athleteLookups,
  lookupId as findId,
  type GetJson,
} from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";

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
