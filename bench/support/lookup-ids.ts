// Real ids from the seeded lookups, found through the API the pickers use.
import { LOOKUP_PATHS } from "@lineup/shared";

export interface LookupIds {
  sport: number;
  city: number;
  role: number;
  activity: number;
}

async function idOf(base: string, path: string, name: string, query = ""): Promise<number> {
  const answer = await fetch(`${base}${path}?amount=50&str=${encodeURIComponent(name)}${query}`);
  const { data } = (await answer.json()) as { data: { list: { id: number; name: string }[] } };
  const item = data.list.find((entry) => entry.name === name);
  if (!item) throw new Error(`${name} not found at ${path}`);
  return item.id;
}

export async function lookupIds(base: string): Promise<LookupIds> {
  const sport = await idOf(base, LOOKUP_PATHS.sport, "Basketball");
  return {
    sport,
    city: await idOf(base, LOOKUP_PATHS.location, "Austin"),
    role: await idOf(base, LOOKUP_PATHS.sportRole, "Point Guard", `&sports=${sport}`),
    activity: await idOf(base, LOOKUP_PATHS.activity, "Music"),
  };
}

/** The body of the athlete-create screen, filled as a person would. */
export function athleteCreateBody(ids: LookupIds) {
  return {
    sport: ids.sport,
    team: "Wildcats",
    hometown: ids.city,
    roles: [ids.role],
    activities: [ids.activity],
    education: "College",
    class: 2027,
    statistics: "https://stats.example.com/jordan",
    services: [],
    gender: "Female",
  };
}
