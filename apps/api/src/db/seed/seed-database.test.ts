import { count, eq, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS } from "@api-test/test-database";
import type { Database } from "../client";
import { appMeta, cities, sportRoles, sports } from "../schema";
import { SEED_VERSION, seedDatabase } from "./seed-database";

describe.each(DATABASE_KINDS)("seeding on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const counts = async () => {
    const { db } = database;
    const [s] = await db.select({ n: count() }).from(sports);
    const [r] = await db.select({ n: count() }).from(sportRoles);
    const [c] = await db.select({ n: count() }).from(cities);
    return { sports: s!.n, roles: r!.n, cities: c!.n };
  };

  it("skips a database already at this seed version", async () => {
    expect(await seedDatabase(database.db)).toBe(false);
  });

  it("re-seeds idempotently when the version differs, changing no counts", async () => {
    const before = await counts();
    await database.db.update(appMeta).set({ value: "old" }).where(eq(appMeta.key, "seed_version"));
    expect(await seedDatabase(database.db)).toBe(true);
    expect(await counts()).toEqual(before);
    const [meta] = await database.db.select().from(appMeta).where(eq(appMeta.key, "seed_version"));
    expect(meta?.value).toBe(SEED_VERSION);
  });

  it("gives every city its coordinates, filling them in a database seeded before they existed", async () => {
    const { db } = database;
    const missing = or(isNull(cities.latitude), isNull(cities.longitude));
    expect((await db.select({ n: count() }).from(cities).where(missing))[0]!.n).toBe(0);
    await db.update(cities).set({ latitude: null, longitude: null });
    await db.update(appMeta).set({ value: "2026-11-21.1" }).where(eq(appMeta.key, "seed_version"));
    expect(await seedDatabase(db)).toBe(true);
    expect((await db.select({ n: count() }).from(cities).where(missing))[0]!.n).toBe(0);
    const [austin] = await db.select().from(cities).where(eq(cities.id, 4671654));
    expect(austin).toMatchObject({ name: "Austin", state: "TX", latitude: 30.2672 });
    expect(austin!.longitude).toBeCloseTo(-97.7431, 4);
  });
});
