import type { AthleteSearchPage } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, type AthleteSeed } from "@api-test/search-seed";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { sports } from "@api/db/schema";

const day = (n: number) => new Date(Date.UTC(2026, 5, 1 + n));

/** Around Austin: 0, 17, 74, 182 and 1,230 miles away, and a pending athlete in Austin itself. */
const SEEDS: AthleteSeed[] = [
  { firstName: "Ada", lastName: "Home", sport: "Basketball", level: "College", city: CITY.austin },
  {
    firstName: "Ben",
    lastName: "Rock",
    sport: "Basketball",
    level: "High School",
    city: CITY.roundRock,
  },
  { firstName: "Cy", lastName: "Alamo", sport: "Soccer", level: "College", city: CITY.sanAntonio },
  { firstName: "Di", lastName: "Plains", sport: "Soccer", level: "High School", city: CITY.dallas },
  {
    firstName: "Eli",
    lastName: "Coast",
    sport: "Basketball",
    level: "College",
    team: "Bruins",
    city: CITY.losAngeles,
  },
  {
    firstName: "Fay",
    lastName: "Waiting",
    sport: "Soccer",
    level: "Professional",
    city: CITY.austin,
    status: "pending",
  },
].map((seed, i) => ({ ...seed, createdAt: day(i) }) as AthleteSeed);

describe.each(DATABASE_KINDS)(
  "an empty search near a city suggests a wider radius on %s",
  (kind) => {
    let t: TestApp;
    let business: Caller;
    const sport: Record<string, number> = {};
    beforeAll(async () => {
      t = await createTestApp(kind, { mail: true });
      const { db } = t.database;
      business = await callerOf(t.app, t.sink, db, "business", "approved");
      await seedAthletes(db, SEEDS);
      for (const s of await db.select().from(sports)) sport[s.name] = s.id;
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    const search = async (query: string) => {
      const response = await call(t.app, "GET", `/api/athletes?${query}`, business.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AthleteSearchPage }>().data;
    };
    const near = (radius: number) => `near=${CITY.austin}&radius=${radius}`;

    it("names the smallest larger radius with a match under the same filters", async () => {
      const cases: [string, number][] = [
        [`${near(10)}&level=High%20School`, 25], // Round Rock, 17 miles
        [`${near(10)}&sport=${sport.Soccer}`, 100], // San Antonio, 74 miles
        [`${near(25)}&sport=${sport.Soccer}`, 100],
        [`${near(100)}&sport=${sport.Soccer}&level=High%20School`, 250], // Dallas, 182 miles
        [`${near(10)}&level=High%20School&sort=distance&page=3`, 25],
      ];
      for (const [query, wider] of cases) {
        const page = await search(query);
        expect(page.total, query).toBe(0);
        expect(page.list, query).toEqual([]);
        expect(page.widerRadius, query).toBe(wider);
      }
    });

    it("names none when no larger radius has a match, counting approved athletes only", async () => {
      for (const query of [
        `${near(10)}&q=bruins`, // Los Angeles: beyond 250 miles
        `${near(250)}&q=bruins`, // no larger radius at all
        `${near(10)}&level=Professional`, // only a pending athlete, in Austin itself
      ]) {
        const page = await search(query);
        expect(page.total, query).toBe(0);
        expect(page, query).not.toHaveProperty("widerRadius");
      }
    });

    it("says nothing of radii when the search found someone or has no city", async () => {
      const found = await search(`${near(10)}&sport=${sport.Basketball}`);
      expect(found.total).toBe(1);
      expect(found).not.toHaveProperty("widerRadius");
      // A page past the end of a search that found someone is not an empty search.
      const past = await search(`${near(25)}&page=9`);
      expect(past).toMatchObject({ list: [], total: 2 });
      expect(past).not.toHaveProperty("widerRadius");
      const nowhere = await search("level=Professional");
      expect(nowhere.total).toBe(0);
      expect(nowhere).not.toHaveProperty("widerRadius");
    });
  },
);
