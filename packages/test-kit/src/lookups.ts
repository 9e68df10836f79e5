// Real ids from the seeded lookups (sports, cities, roles, activities), found through the API the
// pickers use, as a person's choices would be. `get` answers the parsed JSON of a GET.
import { LOOKUP_PATHS, type LookupList } from "@lineup/shared";

export type GetJson = (pathAndQuery: string) => Promise<unknown>;

/** `get` over plain fetch against a running server. */
export const getFrom =
  (base: string): GetJson =>
  async (pathAndQuery) =>
    (await fetch(`${base}${pathAndQuery}`)).json();

/** The id of the entry called `name` in the lookup at `path` (extra query: e.g. `sports`). */
export async function lookupId(
  get: GetJson,
  path: string,
  name: string,
  query: Record<string, string> = {},
): Promise<number> {
  const search = new URLSearchParams({ str: name, amount: "50", ...query });
  const { data } = (await get(`${path}?${search.toString()}`)) as { data: LookupList };
  const item = data.list.find((entry) => entry.name === name);
  if (!item) throw new Error(`${name} not found at ${path}`);
  return item.id;
}

/** A basketball point guard from Austin who likes music: the athlete every harness onboards. */
export interface AthleteLookups {
  sport: number;
  hometown: number;
  role: number;
  activity: number;
}

export async function athleteLookups(get: GetJson): Promise<AthleteLookups> {
  const sport = await lookupId(get, LOOKUP_PATHS.sport, "Basketball");
  return {
    sport,
    hometown: await lookupId(get, LOOKUP_PATHS.location, "Austin"),
    role: await lookupId(get, LOOKUP_PATHS.sportRole, "Point Guard", { sports: String(sport) }),
    activity: await lookupId(get, LOOKUP_PATHS.activity, "Music"),
  };
}
