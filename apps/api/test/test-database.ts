import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe, inject } from "vitest";
import { openDatabase, type Database } from "../src/db/client";
import { withDatabase } from "./global-setup";

export type DatabaseKind = "pglite" | "postgres";

/** The server TEST_DATABASE_URL names, when it is set. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (DESIGN.md "Real parts"). */
export const DATABASE_KINDS: DatabaseKind[] = POSTGRES_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A suite that only PostgreSQL itself can run (several connections racing, a server going away,
 * servers sharing one database). Without TEST_DATABASE_URL it is reported as skipped, under a
 * name that says why, and one line says the layer was not run: never zero tests passing.
 */
export function describeOnPostgres(name: string, body: (url: string) => void): void {
  if (!POSTGRES_URL) {
    console.warn(
      `PostgreSQL layer not run: "${name}" skipped (set TEST_DATABASE_URL=postgres://…).`,
    );
  }
  describe.skipIf(!POSTGRES_URL)(
    POSTGRES_URL ? `${name} on postgres` : `${name} on postgres (not run: no TEST_DATABASE_URL)`,
    () => body(POSTGRES_URL ?? ""),
  );
}

/** A fresh, migrated and seeded database of that kind, for one test file. */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") {
    const dump = readFileSync(inject("pgliteTemplateFile"));
    return openDatabase({ pgliteLoadDataDir: new Blob([dump]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!url || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `lineup_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
