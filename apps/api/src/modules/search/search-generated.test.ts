// Talent search over 10,000 generated athletes (issue 23): the commonest searches through the
// real route answer what the generator's own plan says they should, and the generator is
// deterministic by seed. docs/decisions/0082.
import { SEARCH_LIMITS, type AthleteSearchPage } from "@lineup/shared";
import { and, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY } from "@api-test/search-seed";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { athleteProfiles, cities, profiles, sportRoles, sports, users } from "@api/db/schema";
import { generateAthletes, loadPlanCatalog, planAthletes, type PlannedAthlete } from "../demo";

const COUNT = 10_000;
const OPTIONS = {
  seed: 23,
  count: COUNT,
  domain: "generated.lineup.test",
  now: new Date("2026-11-01T12:00:00Z"),
};

/** The same great-circle distance as modules/search/distance.ts, in JavaScript. */
function miles(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The words a free-text search reads: name, team and bio, cut as the `simple` parser cuts them. */
const wordsOf = (a: PlannedAthlete) =>
  [a.firstName, a.lastName, a.team ?? "", a.bio]
    .join(" ")
    .toLowerCase()
    .split(/[^a-z0-9]+/);

describe.each(DATABASE_KINDS)("talent search over 10,000 generated athletes on %s", (kind) => {
  let t: TestApp;
  let business: Caller;
  let plan: PlannedAthlete[];
  let basketball: number;
  let pointGuard: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true });
    business = await callerOf(t.app, t.sink, t.database.db, "business", "approved");
    plan = await generateAthletes(t.database.db, OPTIONS);
    const { db } = t.database;
    const [sport] = await db.select().from(sports).where(eq(sports.name, "Basketball"));
    basketball = sport!.id;
    const [role] = await db
      .select()
      .from(sportRoles)
      .where(and(eq(sportRoles.sportId, basketball), eq(sportRoles.name, "Point Guard")));
    pointGuard = role!.id;
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  async function search(query: string): Promise<AthleteSearchPage> {
    const answer = await call(t.app, "GET", `/api/athletes?${query}`, business.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    // Prices never leave the API, however many athletes have them.
    expect(answer.body).not.toMatch(/price/i);
    return answer.json<{ data: AthleteSearchPage }>().data;
  }

  it("plans the same athletes for the same seed, others for another, and writes them all approved and searchable", async () => {
    const catalog = await loadPlanCatalog(t.database.db);
    expect(planAthletes(catalog, { ...OPTIONS, count: 50 })).toEqual(plan.slice(0, 50));
    const other = planAthletes(catalog, { ...OPTIONS, seed: 24, count: 50 });
    expect(other.map((a) => a.profileId)).not.toEqual(plan.slice(0, 50).map((a) => a.profileId));
    const [written] = await t.database.db
      .select({
        n: count(),
        approved: sql<number>`count(*) filter (where ${users.status} = 'approved')`,
        searchable: sql<number>`count(*) filter (where ${athleteProfiles.searchDocument} <> ''::tsvector)`,
        // Migration 0011's copies, filled by the insert trigger since users go in first.
        listed: sql<number>`count(*) filter (where ${athleteProfiles.listed})`,
        joined: sql<number>`count(*) filter (where ${athleteProfiles.joinedAt} = ${profiles.createdAt})`,
      })
      .from(athleteProfiles)
      .innerJoin(profiles, eq(profiles.id, athleteProfiles.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(like(users.email, `%@${OPTIONS.domain}`));
    expect(Number(written?.n)).toBe(COUNT);
    expect(Number(written?.approved)).toBe(COUNT);
    expect(Number(written?.searchable)).toBe(COUNT);
    expect(Number(written?.listed)).toBe(COUNT);
    expect(Number(written?.joined)).toBe(COUNT);
    // A realistic spread: many sports, levels and cities, metros holding the most.
    expect(new Set(plan.map((a) => a.sportId)).size).toBeGreaterThan(30);
    expect(new Set(plan.map((a) => a.level)).size).toBe(4);
    expect(new Set(plan.map((a) => a.cityId)).size).toBeGreaterThan(1000);
  });

  it("spreads the minors' last daily digests over the day before, so none is due at a first start", async () => {
    const [minors] = await t.database.db
      .select({
        n: count(),
        never: sql<number>`count(*) filter (where ${athleteProfiles.guardianDigestAt} is null)`,
        // Due: a day old by now (those whose joining's anniversary passed since the insert).
        due: sql<number>`count(*) filter (where ${athleteProfiles.guardianDigestAt} <= now() - interval '1 day')`,
        ahead: sql<number>`count(*) filter (where ${athleteProfiles.guardianDigestAt} > now())`,
        hours: sql<number>`count(distinct extract(hour from ${athleteProfiles.guardianDigestAt}))`,
      })
      .from(athleteProfiles)
      .where(
        sql`${athleteProfiles.guardianEmail} is not null and ${athleteProfiles.adultAt} > now()`,
      );
    expect(Number(minors?.n)).toBeGreaterThan(1000);
    expect(Number(minors?.never)).toBe(0);
    expect(Number(minors?.ahead)).toBe(0);
    expect(Number(minors?.due)).toBeLessThan(Number(minors?.n) / 100);
    expect(Number(minors?.hours)).toBe(24);
  });

  it("finds sport + level near a city within 50 miles: every match, nearest first", async () => {
    const centres = await t.database.db.select().from(cities);
    const place = new Map(
      centres.map((c) => [c.id, { latitude: c.latitude!, longitude: c.longitude! }]),
    );
    const austin = place.get(CITY.austin)!;
    const expected = plan.filter(
      (a) =>
        a.sportId === basketball &&
        a.level === "College" &&
        miles(austin, place.get(a.cityId)!) <= 50,
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await search(
      `sport=${basketball}&level=College&near=${CITY.austin}&radius=50&pageSize=50`,
    );
    expect(page.total).toBe(expected.length);
    expect(page.list.map((card) => card.id).sort()).toEqual(
      expected
        .slice(0, 50)
        .map((a) => a.profileId)
        .sort(),
    );
    const distances = page.list.map((card) => card.distanceMiles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const card of page.list) {
      expect(card).toMatchObject({ sport: { id: basketball }, level: "College" });
      expect(card.distanceMiles).toBeLessThanOrEqual(50);
      expect(card.services.length).toBeGreaterThan(0);
    }
  });

  it("finds sport + position + text", async () => {
    const expected = plan.filter(
      (a) =>
        a.sportId === basketball &&
        a.positionIds.includes(pointGuard) &&
        wordsOf(a).some((word) => word.startsWith("clinics")),
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await search(`sport=${basketball}&position=${pointGuard}&q=clinics&pageSize=50`);
    expect(page.total).toBe(expected.length);
    for (const card of page.list) {
      expect(card.positions.map((p) => p.id)).toContain(pointGuard);
    }
  });

  it("lists everyone newest first without a filter, page after page", async () => {
    const newest = [...plan].sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.profileId < b.profileId ? 1 : -1),
    );
    const first = await search("sort=newest&pageSize=20");
    // 10,000 is past SEARCH_LIMITS.totalCap: the count stops there, the pages go on.
    expect(first).toMatchObject({ total: SEARCH_LIMITS.totalCap, totalCapped: true });
    expect(first.list.map((card) => card.id)).toEqual(newest.slice(0, 20).map((a) => a.profileId));
    const third = await search("sort=newest&page=3&pageSize=20");
    expect(third.list.map((card) => card.id)).toEqual(newest.slice(40, 60).map((a) => a.profileId));
  });

  it("counts exactly up to the cap and stops past it", async () => {
    const sportCounts = new Map<number, number>();
    for (const athlete of plan) {
      sportCounts.set(athlete.sportId, (sportCounts.get(athlete.sportId) ?? 0) + 1);
    }
    const [sport, below] = [...sportCounts].find(([, n]) => n <= SEARCH_LIMITS.totalCap)!;
    expect(await search(`sport=${sport}`)).toMatchObject({ total: below, totalCapped: false });
    const [broad] = [...sportCounts].find(([, n]) => n > SEARCH_LIMITS.totalCap)!;
    expect(await search(`sport=${broad}`)).toMatchObject({
      total: SEARCH_LIMITS.totalCap,
      totalCapped: true,
    });
    const fewer = await search(`sort=newest&q=${encodeURIComponent(plan[0]!.lastName)}`);
    expect(fewer.totalCapped).toBe(false);
    expect(fewer.total).toBeLessThan(COUNT);
  });
});
