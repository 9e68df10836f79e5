import { randomUUID } from "node:crypto";
import {
  MESSAGES,
  SEARCH_LIMITS,
  type ApiError,
  type PublicAthleteProfile,
  type Shortlist,
} from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { createMarketplaceApp, type MarketplaceApp } from "@api-test/marketplace-app";
import { callerOf, type Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, setStatus, type SeededAthlete } from "@api-test/search-seed";
import { TestClock } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { shortlistEntries } from "@api/db/schema";

const OPERATOR = "shortlist.operator@lineup.test";

describe.each(DATABASE_KINDS)("the shortlist on %s", (kind) => {
  let t: MarketplaceApp;
  const clock = new TestClock();
  let business: Caller;
  let other: Caller;
  let operatorCookie: string;
  let operatorId: string;
  let athletes: SeededAthlete[];
  beforeAll(async () => {
    t = await createMarketplaceApp(kind, clock, { operators: [OPERATOR] });
    business = await t.caller("business");
    other = await t.caller("individual");
    ({ cookie: operatorCookie, id: operatorId } = await t.operator());
    athletes = await seedAthletes(
      t.db,
      ["Avery", "Blake", "Casey"].map((firstName, i) => ({
        firstName,
        lastName: "Saved",
        sport: "Basketball",
        positions: ["Center"],
        level: "College" as const,
        city: CITY.austin,
        services: [{ name: "Clinic", priceCents: 9_000 }],
        createdAt: new Date(Date.UTC(2026, 5, i + 1)),
      })),
      "shortlist",
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const save = (cookie: string, id: string) => call(t.app, "PUT", `/api/shortlist/${id}`, cookie);
  const unsave = (cookie: string, id: string) =>
    call(t.app, "DELETE", `/api/shortlist/${id}`, cookie);
  const list = async (cookie: string) => {
    const response = await call(t.app, "GET", "/api/shortlist", cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Shortlist }>().data;
  };
  const names = (shortlist: Shortlist) => shortlist.list.map((card) => card.name);

  it("saves athletes, lists them last saved first as cards, and says so on the profile", async () => {
    const [avery, blake] = athletes;
    expect((await list(business.cookie)).total).toBe(0);
    for (const athlete of [avery!, blake!]) {
      const saved = await save(business.cookie, athlete.profileId);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ data: { shortlisted: true } });
      clock.advance(1000);
    }
    // Saving twice is still one entry.
    expect((await save(business.cookie, avery!.profileId)).statusCode).toBe(200);
    const shortlist = await list(business.cookie);
    expect(shortlist.total).toBe(2);
    expect(names(shortlist)).toEqual(["Blake Saved", "Avery Saved"]);
    expect(shortlist.list[0]).toMatchObject({
      id: blake!.profileId,
      sport: { name: "Basketball" },
      positions: [{ name: "Center" }],
      services: [{ name: "Clinic" }],
      city: { id: CITY.austin },
    });
    // No price field, and neither 9000 cents nor 90 dollars as a JSON value (ids may hold "90").
    const text = JSON.stringify(shortlist);
    expect(text).not.toMatch(/price|cents/i);
    expect(text).not.toMatch(/[:[,]90(00)?[,}\]]/);

    const profile = (id: string, cookie: string) =>
      call(t.app, "GET", `/api/athletes/${id}`, cookie).then(
        (r) => r.json<{ data: PublicAthleteProfile }>().data.shortlisted,
      );
    expect(await profile(avery!.profileId, business.cookie)).toBe(true);
    expect(await profile(athletes[2]!.profileId, business.cookie)).toBe(false);
    // One person's shortlist is theirs alone.
    expect(await profile(avery!.profileId, other.cookie)).toBe(false);
    expect((await list(other.cookie)).total).toBe(0);

    const removed = await unsave(business.cookie, avery!.profileId);
    expect(removed.json()).toEqual({ data: { shortlisted: false } });
    expect(names(await list(business.cookie))).toEqual(["Blake Saved"]);
    // Removing what is not saved changes nothing and is not an error.
    expect((await unsave(business.cookie, avery!.profileId)).statusCode).toBe(200);
  });

  it("hides a saved athlete who is suspended, and shows them again when approved", async () => {
    const casey = athletes[2]!;
    await save(other.cookie, casey.profileId);
    const { db } = t.database;
    await setStatus(db, casey.userId, "suspended");
    expect((await list(other.cookie)).total).toBe(0);
    await setStatus(db, casey.userId, "approved");
    expect(names(await list(other.cookie))).toEqual(["Casey Saved"]);
  });

  it("refuses an unknown or hidden athlete (404) and a full shortlist (409)", async () => {
    const refused = async (id: string, status: number, message: string) => {
      const response = await save(operatorCookie, id);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<ApiError>().message).toBe(message);
    };
    await refused(randomUUID(), 404, MESSAGES.athleteNotFound);
    const casey = athletes[2]!;
    const { db } = t.database;
    await setStatus(db, casey.userId, "pending");
    await refused(casey.profileId, 404, MESSAGES.athleteNotFound);
    await setStatus(db, casey.userId, "approved");

    // One short of full, written directly: saving one more fills it.
    const filler = await seedAthletes(
      db,
      Array.from({ length: SEARCH_LIMITS.shortlistMax - 1 }, (_, i) => ({
        firstName: `Filler${i}`,
        lastName: "Athlete",
        sport: "Basketball",
        level: "High School" as const,
        city: CITY.houston,
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      })),
      "filler",
    );
    await db
      .insert(shortlistEntries)
      .values(filler.map((f) => ({ ownerId: operatorId, athleteId: f.profileId })));
    expect((await save(operatorCookie, athletes[0]!.profileId)).statusCode).toBe(200);
    await refused(athletes[1]!.profileId, 409, MESSAGES.shortlistFull);
    expect((await list(operatorCookie)).total).toBe(SEARCH_LIMITS.shortlistMax);
    // Already saved still answers saved, full or not.
    expect((await save(operatorCookie, athletes[0]!.profileId)).statusCode).toBe(200);
  });

  it("is for those who may search: 401 signed out, 403 for athletes and the not approved", async () => {
    const id = athletes[0]!.profileId;
    expect((await call(t.app, "GET", "/api/shortlist")).statusCode).toBe(401);
    expect((await save("", id)).statusCode).toBe(401);
    const { db } = t.database;
    const pending = await callerOf(t.app, t.sink, db, "business", "pending");
    const athlete = await callerOf(t.app, t.sink, db, "athlete", "approved");
    for (const [caller, message] of [
      [pending, MESSAGES.searchNotApproved],
      [athlete, MESSAGES.searchNotForAthletes],
    ] as const) {
      for (const response of [
        await call(t.app, "GET", "/api/shortlist", caller.cookie),
        await save(caller.cookie, id),
        await unsave(caller.cookie, id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiError>().message).toBe(message);
      }
    }
  });
});
