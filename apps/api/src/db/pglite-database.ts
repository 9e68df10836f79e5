import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../lib/api-root";
import type { Database, DatabaseOptions, Db } from "./types";
import * as schema from "./schema";

/**
 * PGlite's memory is one WebAssembly heap that grows and never shrinks, so PostgreSQL's defaults
 * (128 MB of shared buffers, 64 MB for index builds) would stay resident for good after the first
 * seed or a busy hour. One user per process needs far less (DESIGN.md: memory at rest ≤ 400 MiB).
 */
const PGLITE_MEMORY_SETTINGS = [
  "-c",
  "shared_buffers=16MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "work_mem=4MB",
  "-c",
  "temp_buffers=4MB",
];

export async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS];
  if (options.pgliteDir) {
    dataDir = path.resolve(options.pgliteDir);
    mkdirSync(dataDir, { recursive: true });
    // Creating a database runs initdb, whose ~400 MB stay referenced by that PGlite instance for
    // its whole life; create it with a throwaway instance so the server's own starts lean.
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      await (await PGlite.create({ dataDir, startParams })).close();
    }
  }
  const client = await PGlite.create({
    startParams,
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process owns an embedded database: nothing else can prepare it meanwhile.
    prepare: async (seed) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      await seed(db);
    },
    ping: async () => {
      await client.query("select 1");
    },
    hearIdentityChanges: async (listener) => {
      await client.listen("lineup_identity_changed", listener);
      // Session-wide: every later statement on the one connection notifies (migration 0019).
      await client.exec("set lineup.hear_changes = 'on'");
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
