import {
  SEARCH_LIMITS,
  SEARCH_RADII,
  type AccountRole,
  type AthleteSearchParams,
  type SearchRadius,
} from "@lineup/shared";
import { and, asc, count, desc, eq, inArray, lte, min, or, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "@api/db/client";
import {
  athleteActivities,
  athleteProfiles,
  athleteRoles,
  cities,
  media,
  profiles,
  representationRequests,
  services,
  sportRoles,
  sports,
  users,
} from "@api/db/schema";
import { milesFrom, withinMiles, type Origin } from "./distance";

/** Who is searching: what the minors' rule reads (issues 23 and 25, DESIGN.md minors). */
export interface Viewer {
  userId: string;
  role: AccountRole;
  /** A business whose type is in a category closed to minors: never sees one (issue 25). */
  closedToMinors?: boolean;
}

/** A search with its lookups checked and its text and centre resolved (search-service.ts). */
export interface AthleteSearch extends Omit<AthleteSearchParams, "radius" | "q"> {
  /** The `to_tsquery('simple', …)` argument (text-query.ts), or null. */
  text: string | null;
  origin: Origin | null;
  radius: SearchRadius;
}

/**
 * The minors' rule (issue 25, decision 0088), applied to every search, every public profile and
 * the shortlist: an athlete is shown when an adult (`adult_at` passed, in their hometown's zone),
 * or a minor whose guardian has consented, and never a minor to a business of a category closed
 * to minors. An athlete who has not given a date of birth may be a minor: not shown. Reads only
 * athlete_profiles columns, so search still filters one table.
 */
export function minorsHiddenFrom(viewer: Viewer): SQL | undefined {
  const adult = lte(athleteProfiles.adultAt, sql`now()`);
  if (viewer.closedToMinors) return adult;
  return or(adult, eq(athleteProfiles.guardianConsent, "consented"));
}

/**
 * Athletes whose account is approved: pending, suspended and the rest never appear. Read from
 * athlete_profiles.listed, which triggers keep equal to the account's status (migration 0011), so
 * a search filters one table and joins the rest for the page's rows only.
 */
export const approvedAthletes = eq(athleteProfiles.listed, true);

/** athlete_profiles → profile → account, sport and hometown: what every card needs. */
export function athleteJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(profiles, eq(profiles.id, athleteProfiles.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(sports, eq(sports.id, athleteProfiles.sportId))
    .innerJoin(cities, eq(cities.id, athleteProfiles.hometownId));
}

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

function filters(search: AthleteSearch, viewer: Viewer): SQL | undefined {
  return and(
    approvedAthletes,
    minorsHiddenFrom(viewer),
    search.sport === undefined ? undefined : eq(athleteProfiles.sportId, search.sport),
    search.level === undefined ? undefined : eq(athleteProfiles.education, search.level),
    search.classYear === undefined ? undefined : eq(athleteProfiles.classYear, search.classYear),
    search.gender === undefined ? undefined : eq(athleteProfiles.gender, search.gender),
    search.position === undefined
      ? undefined
      : sql`exists (select 1 from ${athleteRoles} where ${athleteRoles.profileId} = ${athleteProfiles.profileId} and ${athleteRoles.roleId} = ${search.position})`,
    search.interest === undefined
      ? undefined
      : sql`exists (select 1 from ${athleteActivities} where ${athleteActivities.profileId} = ${athleteProfiles.profileId} and ${athleteActivities.activityId} = ${search.interest})`,
    search.origin
      ? sql`${athleteProfiles.hometownId} in (select ${cities.id} from ${cities} where ${withinMiles(search.origin, search.radius)})`
      : undefined,
    search.text ? sql`${athleteProfiles.searchDocument} @@ ${tsQuery(search.text)}` : undefined,
  );
}

function ordering(search: AthleteSearch): SQL[] {
  const newest = [desc(athleteProfiles.joinedAt), desc(athleteProfiles.profileId)];
  const nearest = search.origin ? [asc(milesFrom(search.origin))] : [];
  if (search.sort === "newest") return newest;
  if (search.sort === "distance") return [...nearest, ...newest];
  const rank = search.text
    ? [desc(sql`ts_rank(${athleteProfiles.searchDocument}, ${tsQuery(search.text)})`)]
    : [];
  return [...rank, ...nearest, ...newest];
}

/** A position or a service by name: what a card lists. */
export interface NamedEntry<Id> {
  id: Id;
  name: string;
}

export interface AthleteRow {
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  sportId: number;
  sportName: string;
  education: (typeof athleteProfiles.$inferSelect)["education"];
  classYear: number | null;
  team: string | null;
  cityId: number;
  cityName: string;
  cityState: string;
  avatarId: string | null;
  hasAgent: boolean;
  positions: NamedEntry<number>[];
  /** Names only: a service's price is the athlete's private minimum. */
  services: NamedEntry<string>[];
}

/** The columns of a card or a profile's head, with the avatar and whether an agent represents. */
export const athleteColumns = {
  profileId: athleteProfiles.profileId,
  firstName: users.firstName,
  lastName: users.lastName,
  sportId: sports.id,
  sportName: sports.name,
  education: athleteProfiles.education,
  classYear: athleteProfiles.classYear,
  team: athleteProfiles.team,
  cityId: cities.id,
  cityName: cities.name,
  cityState: cities.state,
  avatarId: sql<
    string | null
  >`(select ${media.id} from ${media} where ${media.profileId} = ${profiles.id} and ${media.kind} = 'avatar' order by ${media.createdAt}, ${media.id} limit 1)`,
  hasAgent: sql<boolean>`exists (select 1 from ${representationRequests} where ${representationRequests.athleteId} = ${users.id} and ${representationRequests.status} = 'accepted')`,
  // Positions and services come with the row as JSON, in the same round trip: a page of cards is
  // one statement after the page's ids (docs/decisions/0082, Measured).
  positions: sql<
    NamedEntry<number>[]
  >`(select coalesce(json_agg(json_build_object('id', ${sportRoles.id}, 'name', ${sportRoles.name}) order by ${sportRoles.id}), '[]'::json) from ${athleteRoles} inner join ${sportRoles} on ${sportRoles.id} = ${athleteRoles.roleId} where ${athleteRoles.profileId} = ${athleteProfiles.profileId})`,
  services: sql<
    NamedEntry<string>[]
  >`(select coalesce(json_agg(json_build_object('id', ${services.id}, 'name', ${services.name}) order by ${services.createdAt}, ${services.id}), '[]'::json) from ${services} where ${services.profileId} = ${athleteProfiles.profileId})`,
};

/** One page of matching athletes and how many match in all. */
export async function findAthletes(
  db: Db,
  search: AthleteSearch,
  viewer: Viewer,
): Promise<{
  rows: (AthleteRow & { miles: number | null })[];
  total: number;
  totalCapped: boolean;
}> {
  const where = filters(search, viewer);
  const [page, [counted]] = await Promise.all([
    pageOf(db, search, where),
    // Every filter reads athlete_profiles (the radius through a sub-select of cities), so the
    // count joins nothing; and it stops one past the cap, so "everyone" costs 10,001 index
    // entries, not 100,000 rows (docs/decisions/0082, Measured).
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as("one") })
        .from(athleteProfiles)
        .where(where)
        .limit(SEARCH_LIMITS.totalCap + 1)
        .as("matches"),
    ),
  ]);
  const matches = counted?.n ?? 0;
  return {
    rows: await cardRowsOf(db, page),
    total: Math.min(matches, SEARCH_LIMITS.totalCap),
    totalCapped: matches > SEARCH_LIMITS.totalCap,
  };
}

/**
 * The page's athlete ids in order, chosen on athlete_profiles alone (with the hometown's city
 * when the order needs its distance): joined with profiles and users, the planner drove a text
 * search from a scan of every profile (docs/decisions/0082, Measured).
 */
async function pageOf(db: Db, search: AthleteSearch, where: SQL | undefined) {
  const miles = search.origin ? milesFrom(search.origin) : sql<null>`null`;
  const query = db
    .select({ profileId: athleteProfiles.profileId, miles: sql<number | null>`${miles}` })
    .from(athleteProfiles)
    .$dynamic();
  const located = search.origin
    ? query.innerJoin(cities, eq(cities.id, athleteProfiles.hometownId))
    : query;
  return located
    .where(where)
    .orderBy(...ordering(search))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
}

/** The cards' columns of the page's athletes, in the page's order. */
async function cardRowsOf(db: Db, page: { profileId: string; miles: number | null }[]) {
  if (page.length === 0) return [];
  const rows = await athleteJoins(db.select(athleteColumns).from(athleteProfiles).$dynamic()).where(
    inArray(
      athleteProfiles.profileId,
      page.map((entry) => entry.profileId),
    ),
  );
  const byId = new Map(rows.map((row) => [row.profileId, row]));
  return page.flatMap(({ profileId, miles }) => {
    const row = byId.get(profileId);
    return row ? [{ ...row, miles: miles === null ? null : Number(miles) }] : [];
  });
}

/**
 * The smallest radius larger than the search's in which the same filters find someone, or
 * undefined. One query: the distance of the nearest match within the largest radius decides it,
 * so an empty search costs one more index-backed look-up, not one count per radius.
 */
export async function widerRadiusWithMatches(
  db: Db,
  search: AthleteSearch & { origin: Origin },
  viewer: Viewer,
): Promise<SearchRadius | undefined> {
  const larger = SEARCH_RADII.filter((miles) => miles > search.radius);
  const widest = larger[larger.length - 1];
  if (widest === undefined) return undefined;
  // Every filter reads athlete_profiles; only the distance needs the hometown's city.
  const [nearest] = await db
    .select({ miles: min(milesFrom(search.origin)) })
    .from(athleteProfiles)
    .innerJoin(cities, eq(cities.id, athleteProfiles.hometownId))
    .where(filters({ ...search, radius: widest }, viewer));
  if (nearest?.miles == null) return undefined;
  const miles = Number(nearest.miles);
  return larger.find((radius) => miles <= radius);
}
