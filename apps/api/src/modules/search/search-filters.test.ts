import { ERROR_CODES, MESSAGES, type ApiError, type AthleteSearchPage } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, type AthleteSeed, type SeededAthlete } from "@api-test/search-seed";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { profiles, sportRoles, sports, activities, users, athleteProfiles } from "@api/db/schema";

const day = (n: number) => new Date(Date.UTC(2026, 5, 1 + n));

/** Seven approved athletes (index = age order: the last is the newest) and three never shown. */
const SEEDS: AthleteSeed[] = [
  {
    firstName: "Jordan",
    lastName: "Mitchell",
    sport: "Basketball",
    positions: ["Point Guard"],
    level: "College",
    classYear: 2027,
    gender: "Female",
    team: "Wildcats",
    bio: "Quick hands and court vision.",
    city: CITY.austin,
    interests: ["Music"],
    services: [{ name: "Basketball clinic", priceCents: 5000 }],
    createdAt: day(0),
  },
  {
    firstName: "Avery",
    lastName: "Brooks",
    sport: "Basketball",
    positions: ["Center"],
    level: "High School",
    classYear: 2026,
    gender: "Male",
    team: "Longhorns",
    city: CITY.roundRock,
    interests: ["Gaming"],
    createdAt: day(1),
  },
  {
    firstName: "Casey",
    lastName: "Nguyen",
    sport: "Basketball",
    positions: ["Point Guard", "Shooting Guard"],
    level: "College",
    classYear: 2028,
    gender: "Female",
    team: "Bobcats",
    bio: "Three point specialist.",
    city: CITY.sanMarcos,
    createdAt: day(2),
  },
  {
    firstName: "Devon",
    lastName: "Price",
    sport: "Basketball",
    positions: ["Small Forward"],
    level: "Professional",
    gender: "Male",
    city: CITY.sanAntonio,
    createdAt: day(3),
  },
  {
    firstName: "Emery",
    lastName: "Stone",
    sport: "Soccer",
    positions: ["Goalkeeper"],
    level: "College",
    classYear: 2027,
    gender: "Female",
    bio: "Penalty saves.",
    city: CITY.houston,
    interests: ["Music"],
    createdAt: day(4),
  },
  {
    firstName: "Finley",
    lastName: "Jordan",
    sport: "Soccer",
    positions: ["Forward"],
    level: "High School",
    classYear: 2025,
    gender: "Male",
    city: CITY.dallas,
    createdAt: day(5),
  },
  {
    firstName: "Gray",
    lastName: "Ortiz",
    sport: "Basketball",
    positions: ["Point Guard"],
    level: "College",
    classYear: 2027,
    gender: "Male",
    team: "Bruins",
    bio: "Plays like Jordan.",
    city: CITY.losAngeles,
    createdAt: day(6),
  },
  ...(["pending", "suspended", "changes_requested"] as const).map((status, i): AthleteSeed => ({
    firstName: "Hidden",
    lastName: `Jordan ${status}`,
    sport: "Basketball",
    positions: ["Point Guard"],
    level: "College",
    classYear: 2027,
    city: CITY.austin,
    status,
    createdAt: day(7 + i),
  })),
];

describe.each(DATABASE_KINDS)("talent search filters, sorts and pages on %s", (kind) => {
  let t: TestApp;
  let business: Caller;
  let seeded: SeededAthlete[];
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true });
    const { db } = t.database;
    business = await callerOf(t.app, t.sink, db, "business", "approved");
    seeded = await seedAthletes(db, SEEDS);
    for (const s of await db.select().from(sports)) ids[s.name] = s.id;
    for (const r of await db.select().from(sportRoles)) ids[`${r.sportId}:${r.name}`] = r.id;
    for (const a of await db.select().from(activities)) ids[a.name] = a.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const answer = (query: string) => call(t.app, "GET", `/api/athletes?${query}`, business.cookie);
  const search = async (query: string) => {
    const response = await answer(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AthleteSearchPage }>().data;
  };
  /** The seed indexes of a page's cards, in order. */
  const found = async (query: string) =>
    (await search(query)).list.map((card) => seeded.findIndex((s) => s.profileId === card.id));
  const sorted = async (query: string) => (await found(query)).sort((a, b) => a - b);
  const text = (q: string) => `q=${encodeURIComponent(q)}`;
  const role = (sport: string, name: string) => ids[`${ids[sport]}:${name}`];

  it("lists approved athletes only, newest first, with the whole card", async () => {
    const page = await search("sort=newest");
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 20 });
    expect(await found("sort=newest")).toEqual([6, 5, 4, 3, 2, 1, 0]);
    // Relevance without text or a place is newest first too.
    expect(await found("")).toEqual([6, 5, 4, 3, 2, 1, 0]);
    const jordan = page.list.find((card) => card.id === seeded[0]!.profileId)!;
    expect(jordan).toEqual({
      id: seeded[0]!.profileId,
      name: "Jordan Mitchell",
      avatarUrl: null,
      sport: { id: ids.Basketball, name: "Basketball" },
      positions: [{ id: role("Basketball", "Point Guard"), name: "Point Guard" }],
      level: "College",
      classYear: 2027,
      team: "Wildcats",
      city: { id: CITY.austin, name: "Austin", state: "TX" },
      services: [{ id: expect.any(String) as string, name: "Basketball clinic" }],
      hasAgent: false,
    });
    const devon = page.list.find((card) => card.id === seeded[3]!.profileId)!;
    expect(devon).not.toHaveProperty("classYear");
    expect(devon).not.toHaveProperty("team");
    expect(devon).not.toHaveProperty("distanceMiles");
  });

  it("filters by sport, position, level, class year, gender and interest, alone and together", async () => {
    expect(await sorted(`sport=${ids.Basketball}`)).toEqual([0, 1, 2, 3, 6]);
    expect(await sorted(`sport=${ids.Soccer}`)).toEqual([4, 5]);
    const pointGuard = role("Basketball", "Point Guard");
    expect(await sorted(`sport=${ids.Basketball}&position=${pointGuard}`)).toEqual([0, 2, 6]);
    expect(await sorted(`position=${role("Basketball", "Shooting Guard")}`)).toEqual([2]);
    expect(await sorted("level=College")).toEqual([0, 2, 4, 6]);
    expect(await sorted("level=High%20School")).toEqual([1, 5]);
    expect(await sorted("classYear=2027")).toEqual([0, 4, 6]);
    expect(await sorted("gender=Female")).toEqual([0, 2, 4]);
    expect(await sorted(`interest=${ids.Music}`)).toEqual([0, 4]);
    expect(
      await sorted(`sport=${ids.Basketball}&level=College&gender=Male&classYear=2027`),
    ).toEqual([6]);
    expect((await search(`sport=${ids.Baseball}`)).total).toBe(0);
  });

  it("finds athletes near a city within each radius, with their distance, and sorts by it", async () => {
    const near = `near=${CITY.austin}`;
    expect(await sorted(near)).toEqual([0, 1, 2]); // 50 miles by default
    expect(await sorted(`${near}&radius=10`)).toEqual([0]);
    expect(await sorted(`${near}&radius=25`)).toEqual([0, 1]);
    expect(await sorted(`${near}&radius=50`)).toEqual([0, 1, 2]);
    expect(await sorted(`${near}&radius=100`)).toEqual([0, 1, 2, 3]);
    expect(await sorted(`${near}&radius=250`)).toEqual([0, 1, 2, 3, 4, 5]);
    const byDistance = await search(`${near}&radius=250&sort=distance`);
    expect(byDistance.list.map((c) => seeded.findIndex((s) => s.profileId === c.id))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    const miles = byDistance.list.map((card) => card.distanceMiles!);
    expect(miles[0]).toBe(0);
    expect(miles[1]).toBeGreaterThan(15);
    expect(miles[1]).toBeLessThan(20);
    expect(miles[5]).toBeGreaterThan(170);
    expect(miles[5]).toBeLessThan(195);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    // Sport and level near a city: the commonest search.
    expect(await sorted(`sport=${ids.Basketball}&level=College&${near}&radius=50`)).toEqual([0, 2]);
  });

  it("orders by what the sort says: relevance near a city is nearest first, newest ignores the distance", async () => {
    const near = `near=${CITY.austin}&radius=250`;
    expect(await found(near)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await found(`${near}&sort=relevance`)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await found(`${near}&sort=newest`)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await found(`${near}&sort=distance`)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("sorts text near a city by distance when asked, and by the text's rank otherwise", async () => {
    const { db } = t.database;
    // Round Rock's athlete (17 miles) mentions Jordan in the bio; the two Jordans by name are at
    // 0 miles (Austin) and 182 miles (Dallas).
    await db
      .update(profiles)
      .set({ bio: "Learned the fadeaway from Jordan." })
      .where(eq(profiles.id, seeded[1]!.profileId));
    try {
      const query = `q=jordan&near=${CITY.austin}&radius=250`;
      expect(await found(`${query}&sort=distance`)).toEqual([0, 1, 5]);
      expect(await found(query)).toEqual([0, 5, 1]);
      expect(await found(`${query}&sort=relevance`)).toEqual([0, 5, 1]);
    } finally {
      await db.update(profiles).set({ bio: null }).where(eq(profiles.id, seeded[1]!.profileId));
    }
  });

  it("searches the name, team and bio, by word beginnings, ranking names first", async () => {
    // Jordan is a first name (0), a last name (5) and a word of a bio (6).
    const jordan = await found("q=jordan");
    expect(jordan.slice(0, 2).sort()).toEqual([0, 5]);
    expect(jordan[2]).toBe(6);
    expect(await sorted("q=JOR")).toEqual([0, 5, 6]);
    expect(await found("q=bobcats")).toEqual([2]);
    expect(await found("q=court%20vision")).toEqual([0]);
    expect(await found("q=vision%20bobcats")).toEqual([]);
    expect(await found(`q=point&sport=${ids.Basketball}`)).toEqual([2]);
    // Query syntax and SQL are only words: nothing else is read.
    expect(await sorted(text("jordan & | ! :* ( ' \\"))).toEqual([0, 5, 6]);
    expect((await search(text("'; drop table users; --"))).total).toBe(0);
    expect((await search(text("!!! ???"))).total).toBe(7);
  });

  it("keeps the text up to date when a name, a team or a bio changes", async () => {
    const { db } = t.database;
    await db.update(users).set({ firstName: "Zephyr" }).where(eq(users.id, seeded[3]!.userId));
    expect(await found("q=zephyr")).toEqual([3]);
    await db
      .update(athleteProfiles)
      .set({ team: "Spurs" })
      .where(eq(athleteProfiles.profileId, seeded[3]!.profileId));
    expect(await found("q=spurs")).toEqual([3]);
    await db
      .update(profiles)
      .set({ bio: "Lockdown defender." })
      .where(eq(profiles.id, seeded[3]!.profileId));
    expect(await found("q=lockdown")).toEqual([3]);
    expect(await found("q=zephyr%20spurs")).toEqual([3]);
  });

  it("pages through the list; past the end the list is empty and the total stays", async () => {
    expect(await search("sort=newest&pageSize=2&page=1")).toMatchObject({
      total: 7,
      page: 1,
      pageSize: 2,
    });
    expect(await found("sort=newest&pageSize=2&page=1")).toEqual([6, 5]);
    expect(await found("sort=newest&pageSize=2&page=2")).toEqual([4, 3]);
    expect(await found("sort=newest&pageSize=2&page=4")).toEqual([0]);
    expect(await search("sort=newest&pageSize=2&page=5")).toEqual({
      list: [],
      total: 7,
      totalCapped: false,
      page: 5,
      pageSize: 2,
    });
    expect(await search("page=500&pageSize=50")).toMatchObject({ list: [], total: 7 });
  });

  it("answers bad input with a 400 in the error shape, never a 500", async () => {
    const soccerRole = role("Soccer", "Goalkeeper");
    const cases: [string, string | undefined][] = [
      ["sport=abc", "sport"],
      ["sport=999999", "sport"],
      ["sport=-1", "sport"],
      ["sport=1.5", "sport"],
      [`sport=${ids.Basketball}&position=${soccerRole}`, "position"],
      ["position=999999", "position"],
      ["interest=999999", "interest"],
      ["near=1", "near"],
      ["near=99999999999", "near"],
      [`near=${CITY.austin}&radius=30`, "radius"],
      [`near=${CITY.austin}&radius=ten`, "radius"],
      ["radius=50", "radius"],
      ["sort=distance", "sort"],
      ["sort=cheapest", "sort"],
      ["level=Olympic", "level"],
      ["classYear=1999", "classYear"],
      ["gender=Other", "gender"],
      [`q=${"a".repeat(101)}`, "q"],
      ["q=jordan%00", "q"],
      ["q=jordan%0Amitchell", "q"],
      ["page=0", "page"],
      ["page=501", "page"],
      ["pageSize=51", "pageSize"],
      ["pageSize=", "pageSize"],
      [`sport=${ids.Basketball}&sport=${ids.Soccer}`, "sport"],
      ["q=a&q=b", "q"],
      ["unknown=1", "unknown"],
    ];
    for (const [query, field] of cases) {
      const response = await answer(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      const body = response.json<ApiError>();
      expect(body, query).toMatchObject({
        code: ERROR_CODES.validation,
        statusCode: 400,
        message: expect.any(String) as string,
      });
      if (field) expect(Object.keys(body.fields ?? {}), query).toContain(field);
    }
    expect((await answer("radius=50")).json<ApiError>().fields).toEqual({
      radius: MESSAGES.searchNeedsCity,
    });
    expect((await answer("unknown=1")).json<ApiError>().fields).toEqual({
      unknown: MESSAGES.fieldNotAccepted,
    });
    // At the limits: accepted.
    expect((await answer(`q=${"a".repeat(100)}`)).statusCode).toBe(200);
    expect((await answer("pageSize=50&page=500")).statusCode).toBe(200);
  });
});
