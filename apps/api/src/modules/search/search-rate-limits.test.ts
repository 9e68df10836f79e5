import { ERROR_CODES, type ApiError } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, type SeededAthlete } from "@api-test/search-seed";
import { createTestApp, type TestApp } from "@api-test/test-app";

// Small limits through the configuration the bench raises (docs/decisions/0082): 3 searches and
// 2 profile views per account, five times as many per IP. The counters are the same whichever
// database stores the athletes, so PGlite alone.
const SEARCHES = 3;
const VIEWS = 2;
const PER_IP = 5;

describe("talent search's limits against scraping", () => {
  let t: TestApp;
  let first: Caller;
  let second: Caller;
  let third: Caller;
  let athlete: SeededAthlete;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      mail: true,
      env: { SEARCH_RATE_LIMIT: String(SEARCHES), PROFILE_VIEW_RATE_LIMIT: String(VIEWS) },
    });
    const { db } = t.database;
    [first, second, third] = [
      await callerOf(t.app, t.sink, db, "business", "approved"),
      await callerOf(t.app, t.sink, db, "individual", "approved"),
      await callerOf(t.app, t.sink, db, "agent", "approved"),
    ];
    const seeded = await seedAthletes(db, [
      {
        firstName: "Lee",
        lastName: "Runner",
        sport: "Basketball",
        level: "College",
        city: CITY.austin,
        createdAt: new Date(Date.UTC(2026, 5, 1)),
      },
    ]);
    athlete = seeded[0]!;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, ip: string, caller?: Caller) =>
    t.app.inject({
      method: "GET",
      url,
      remoteAddress: ip,
      headers: caller ? { cookie: caller.cookie } : {},
    });
  const search = (ip: string, caller?: Caller) => get("/api/athletes?sort=newest", ip, caller);
  const view = (ip: string, caller?: Caller) =>
    get(`/api/athletes/${athlete.profileId}`, ip, caller);

  /** A 429 in the one error shape, with a Retry-After within the 10-minute window. */
  function expectLimited(response: Awaited<ReturnType<typeof search>>) {
    expect(response.statusCode, response.body).toBe(429);
    const seconds = Number(response.headers["retry-after"]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(response.json<ApiError>()).toMatchObject({
      code: ERROR_CODES.rateLimited,
      statusCode: 429,
      message: expect.stringMatching(/\S/) as string,
    });
  }

  it("stops an account after its searches, not the next person at the same address", async () => {
    for (let i = 0; i < SEARCHES; i++) {
      expect((await search("198.51.100.1", first)).statusCode).toBe(200);
    }
    // A new address does not reset an account's count.
    expectLimited(await search("198.51.100.2", first));
    expect((await search("198.51.100.1", second)).statusCode).toBe(200);
    // Profile views are counted apart from searches.
    for (let i = 0; i < VIEWS; i++) {
      const viewed = await view("198.51.100.1", first);
      expect(viewed.statusCode, viewed.body).toBe(200);
    }
    expectLimited(await view("198.51.100.1", first));
    expect((await view("198.51.100.1", second)).statusCode).toBe(200);
  });

  it("stops an address after five people's worth, signed in or not", async () => {
    const ip = "203.0.113.7";
    // Calls without a session count against the address, before the session is read.
    for (let i = 0; i < SEARCHES * PER_IP; i++) {
      expect((await search(ip)).statusCode).toBe(401);
    }
    expectLimited(await search(ip));
    expectLimited(await search(ip, third));
    // The same account elsewhere still searches; the address's profile views are their own count.
    expect((await search("203.0.113.8", third)).statusCode).toBe(200);
    expect((await view(ip, third)).statusCode).toBe(200);
  });
});
