import type { AthleteSearchPage } from "@lineup/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { makeMinor, setBusinessType } from "@api-test/minor-athlete";
import { offerBuyer } from "@api-test/offer-parties";
import type { Caller } from "@api-test/search-callers";
import { CITY, seedAthletes, type SeededAthlete } from "@api-test/search-seed";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { businessProfiles, businessTypes, profiles, users } from "@api/db/schema";

/**
 * A business of a category closed to minors never sees one (decision 0089). Whether it is one is
 * kept on the account's row by the database (migration 0016) from its type and the type's
 * category, so every way of changing either counts from the next request.
 */
describe.each(DATABASE_KINDS)("a business's category closed to minors, on %s", (kind) => {
  let t: TestApp;
  let shop: Caller;
  let minor: SeededAthlete;
  let adult: SeededAthlete;

  beforeAll(async () => {
    t = await createTestApp(kind, { mail: true, env: { APP_URL } });
    const { db } = t.database;
    shop = await offerBuyer(t.app, t.sink, db, "business");
    const seeded = await seedAthletes(
      db,
      [
        { firstName: "Avery", lastName: "Grown", sport: "Soccer", level: "College" as const },
        { firstName: "Jamie", lastName: "Junior", sport: "Soccer", level: "High School" as const },
      ].map((seed) => ({ ...seed, city: CITY.austin, createdAt: new Date("2026-06-01Z") })),
      "closed",
    );
    adult = seeded[0]!;
    minor = seeded[1]!;
    await makeMinor(db, minor.profileId, { consent: "consented" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const seen = async () => {
    const response = await call(t.app, "GET", "/api/athletes?sort=newest", shop.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<{ data: AthleteSearchPage }>().data.list.map((card) => card.id);
    expect(ids).toContain(adult.profileId);
    return ids.includes(minor.profileId);
  };
  const closedFlag = async () => {
    const [row] = await t.database.db
      .select({ closed: users.closedToMinors })
      .from(users)
      .where(eq(users.id, shop.userId));
    return row!.closed;
  };

  it("follows the business's type, and the type's category, from the next request", async () => {
    const { db } = t.database;
    expect(await seen()).toBe(true);
    await setBusinessType(db, shop.userId, "Restaurant");
    expect(await seen()).toBe(true);
    await setBusinessType(db, shop.userId, "Tobacco & Vaping");
    expect(await closedFlag()).toBe(true);
    expect(await seen()).toBe(false);
    await setBusinessType(db, shop.userId, "Restaurant");
    expect(await seen()).toBe(true);

    // The category of the type itself changes (the seed keeps it from CLOSED_TO_MINORS_TYPES).
    await db
      .update(businessTypes)
      .set({ closedToMinors: true })
      .where(eq(businessTypes.name, "Restaurant"));
    expect(await seen()).toBe(false);
    await db
      .update(businessTypes)
      .set({ closedToMinors: false })
      .where(eq(businessTypes.name, "Restaurant"));
    expect(await seen()).toBe(true);

    // A business profile that goes takes its category with it.
    await setBusinessType(db, shop.userId, "Tobacco & Vaping");
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, shop.userId));
    await db.delete(businessProfiles).where(eq(businessProfiles.profileId, profile!.id));
    expect(await closedFlag()).toBe(false);
    expect(await seen()).toBe(true);
  });
});
