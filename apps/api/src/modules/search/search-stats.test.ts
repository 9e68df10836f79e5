import { type AthleteSearchStats } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { fullAthlete, type FullAthlete } from "@api-test/full-account";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import type { Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, setStatus, type SeededAthlete } from "@api-test/search-seed";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const OPERATOR = "stats.operator@lineup.test";
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("an athlete's search counts on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let business: Caller;
  let agent: Caller;
  let operatorCookie: string;
  let athlete: FullAthlete;
  let others: SeededAthlete[];
  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { operators: [OPERATOR] });
    business = await t.caller("business");
    agent = await t.caller("agent");
    operatorCookie = (await t.operator()).cookie;
    athlete = await fullAthlete(t.app, t.sink, clock);
    await setStatus(t.db, athlete.userId, "approved");
    others = await seedAthletes(
      t.db,
      [
        {
          firstName: "Other",
          lastName: "Athlete",
          sport: "Soccer",
          level: "College",
          city: CITY.dallas,
          createdAt: new Date("2026-06-01T00:00:00Z"),
        },
      ],
      "stats",
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const stats = async (cookie: string) => {
    const response = await call(t.app, "GET", "/api/profile/my/search-stats", cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AthleteSearchStats }>().data;
  };
  const search = (cookie: string, query: string) =>
    call(t.app, "GET", `/api/athletes?${query}`, cookie);
  const open = (cookie: string, id: string) => call(t.app, "GET", `/api/athletes/${id}`, cookie);

  it("counts appearances on a page of results and views, once per person a day, never operators", async () => {
    expect(await stats(athlete.cookie)).toEqual({ appearances: 0, views: 0, days: 7 });
    // Two searches that show the athlete, one that does not, and a page past the end.
    await search(business.cookie, "sort=newest");
    await search(agent.cookie, "q=wildcats");
    await search(business.cookie, "q=nobodyhere");
    await search(business.cookie, "pageSize=1&page=5");
    await open(business.cookie, athlete.profileId);
    await open(business.cookie, athlete.profileId); // a reload is not a second view
    await open(agent.cookie, athlete.profileId);
    // Operators review; they are not buyers.
    await search(operatorCookie, "sort=newest");
    await open(operatorCookie, athlete.profileId);
    expect(await stats(athlete.cookie)).toEqual({ appearances: 2, views: 2, days: 7 });
    // Written meanwhile (the read above flushed), a reload the same day is still not a view.
    await open(business.cookie, athlete.profileId);
    expect(await stats(athlete.cookie)).toMatchObject({ views: 2 });
    // The other athlete's counts are theirs.
    await open(business.cookie, others[0]!.profileId);
    expect(await stats(athlete.cookie)).toMatchObject({ views: 2 });
  });

  it("is the athlete's own: anyone else gets 404, the signed out 401", async () => {
    for (const cookie of [business.cookie, operatorCookie]) {
      const response = await call(t.app, "GET", "/api/profile/my/search-stats", cookie);
      expect(response.statusCode).toBe(404);
    }
    expect((await call(t.app, "GET", "/api/profile/my/search-stats")).statusCode).toBe(401);
  });
  it("covers the last seven days: a new day counts a view again, and old days drop out", async () => {
    const before = await stats(athlete.cookie);
    clock.advance(DAY);
    await open(business.cookie, athlete.profileId);
    expect(await stats(athlete.cookie)).toEqual({ ...before, views: before.views + 1 });
    clock.advance(6 * DAY);
    // The first day's counts are eight days old now; the second day's are seven.
    expect(await stats(athlete.cookie)).toEqual({ appearances: 0, views: 1, days: 7 });
    clock.advance(DAY);
    expect(await stats(athlete.cookie)).toEqual({ appearances: 0, views: 0, days: 7 });
  });
});
