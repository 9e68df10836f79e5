import { eq, sql } from "drizzle-orm";
import { CLOSED_TO_MINORS_TYPES } from "@lineup/shared";
import type { Db } from "../client";
import {
  activities,
  appMeta,
  businessGoals,
  businessTypes,
  cities,
  marketingTactics,
  sportRoles,
  sports,
} from "../schema";
import * as data from "./lookup-data";
import { loadUsCities } from "./us-cities";

/** Bump when lookup-data.ts or the city list changes; a database holding this version is skipped. */
export const SEED_VERSION = "2026-11-28.1";
const SEED_KEY = "seed_version";
const CITY_BATCH = 1000;

/**
 * Fills the lookup tables. Idempotent: rows are matched by name (cities by GeoNames id), and a
 * database already at SEED_VERSION is left alone, so a restart costs one small query.
 * Returns whether anything was written.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (current?.value === SEED_VERSION) return false;

  await db.transaction(async (tx) => {
    const named = (names: readonly string[]) => names.map((name) => ({ name }));
    await tx
      .insert(sports)
      .values(named(data.sports.map((s) => s.name)))
      .onConflictDoNothing();
    await tx.insert(activities).values(named(data.activities)).onConflictDoNothing();
    // The categories closed to minors carry the flag, set again on every seed (issue 25).
    const closed = new Set<string>(CLOSED_TO_MINORS_TYPES);
    await tx
      .insert(businessTypes)
      .values(data.businessTypes.map((name) => ({ name, closedToMinors: closed.has(name) })))
      .onConflictDoUpdate({
        target: businessTypes.name,
        set: { closedToMinors: sql`excluded.closed_to_minors` },
      });
    await tx.insert(marketingTactics).values(named(data.marketingTactics)).onConflictDoNothing();
    await tx.insert(businessGoals).values(named(data.businessGoals)).onConflictDoNothing();

    const sportIds = new Map((await tx.select().from(sports)).map((s) => [s.name, s.id]));
    const roleRows = data.sports.flatMap((sport) =>
      sport.roles.map((name) => ({ sportId: sportIds.get(sport.name) ?? 0, name })),
    );
    if (roleRows.length) await tx.insert(sportRoles).values(roleRows).onConflictDoNothing();

    const usCities = loadUsCities();
    for (let start = 0; start < usCities.length; start += CITY_BATCH) {
      await tx
        .insert(cities)
        .values(usCities.slice(start, start + CITY_BATCH))
        .onConflictDoUpdate({
          target: cities.id,
          set: {
            name: sql`excluded.name`,
            state: sql`excluded.state`,
            population: sql`excluded.population`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
          },
        });
    }

    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION } });
  });
  return true;
}
