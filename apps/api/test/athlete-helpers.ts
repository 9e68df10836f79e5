import type { AthleteCreateBody, LookupList } from "@lineup/shared";
import type { FastifyInstance } from "fastify";

/** Real ids from the seeded lookups, found through the API the pickers use. */
export async function lookupId(app: FastifyInstance, path: string, name: string, query = {}) {
  const response = await app.inject({ url: path, query: { str: name, amount: "50", ...query } });
  const item = response.json<{ data: LookupList }>().data.list.find((i) => i.name === name);
  if (!item) throw new Error(`${name} not found at ${path}`);
  return item.id;
}

export async function validAthleteBody(app: FastifyInstance): Promise<AthleteCreateBody> {
  const sport = await lookupId(app, "/api/athlete/sport/find", "Basketball");
  return {
    sport,
    team: "Wildcats",
    hometown: await lookupId(app, "/api/location/find", "Austin"),
    roles: [
      await lookupId(app, "/api/athlete/sport-role/find", "Point Guard", { sports: String(sport) }),
    ],
    activities: [await lookupId(app, "/api/athlete/activity/find", "Music")],
    education: "College",
    class: 2027,
    statistics: "https://stats.example.com/jordan",
    services: [],
    gender: "Female",
  };
}
