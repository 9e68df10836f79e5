import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { withDatabase } from "../../test/global-setup";
import { DATABASE_KINDS } from "../../test/test-database";
import { openDatabase, type Database } from "./client";
import { prepareDatabase } from "./prepare-database";

// Only PostgreSQL is shared by several servers; an embedded database belongs to one process.
const SHARED_KINDS = DATABASE_KINDS.filter((kind) => kind === "postgres");

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.each(SHARED_KINDS)("servers starting together on one %s database", () => {
  const name = `lineup_prepare_${randomBytes(6).toString("hex")}`;
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("migrate and seed an empty database once, neither failing", async () => {
    await admin(`create database ${name}`);
    const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ url, poolSize: 2 }));

    const outcomes = await Promise.allSettled(opened.map((database) => prepareDatabase(database)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const sports = await client.query<{ n: number }>("select count(*)::int as n from sports");
    await client.end();
    expect(sports.rows[0]?.n).toBeGreaterThan(50);
  });
});
