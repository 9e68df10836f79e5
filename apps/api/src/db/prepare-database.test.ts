import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { withDatabase } from "@api-test/global-setup";
import { describeOnPostgres } from "@api-test/test-database";
import { openDatabase, type Database } from "./client";
import { prepareDatabase } from "./prepare-database";
import { sports } from "./schema";

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("an embedded database in a new folder", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lineup-prepare-"));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is created, prepared, and found ready with its data by the next start", async () => {
    const first = await openDatabase({ pgliteDir: dir });
    await prepareDatabase(first);
    const seeded = (await first.db.select().from(sports)).length;
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    await prepareDatabase(second);
    expect((await second.db.select().from(sports)).length).toBe(seeded);
    expect(seeded).toBeGreaterThan(50);
    await second.close();
    // Migrating and seeding a new embedded database takes 20 s on a quiet 2-core machine.
  }, 90_000);
});

// Only PostgreSQL is shared by several servers; an embedded database belongs to one process.
describeOnPostgres("servers starting together on one database", (serverUrl) => {
  const name = `lineup_prepare_${randomBytes(6).toString("hex")}`;
  let opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("migrate and seed an empty database once, none of them failing", async () => {
    await admin(`create database ${name}`);
    const url = withDatabase(serverUrl, name);
    opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })));

    const outcomes = await Promise.allSettled(opened.map((database) => prepareDatabase(database)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect((await opened[0]!.db.select().from(sports)).length).toBeGreaterThan(50);
  });
});
