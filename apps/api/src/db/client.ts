import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../lib/api-root";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query surface both drivers share; code outside db/ sees only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Applies the committed migrations, then runs `seed`, while no other server preparing the same
   * database does (PostgreSQL: a session advisory lock held on the connection doing the work), so
   * instances started together take turns and the second finds everything done.
   */
  prepare(seed: (db: Db) => Promise<unknown>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a file, so tests can clone a seeded template. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… ; unset means the embedded PGlite. */
  url?: string | undefined;
  /** Folder of the embedded database; unset means in memory. */
  pgliteDir?: string | undefined;
  /** A dumped PGlite data dir to start from (tests clone a seeded template this way). */
  pgliteLoadDataDir?: Blob | undefined;
  poolSize?: number;
}

/** Advisory lock key of "preparing this database" (any constant shared by every instance). */
const STARTUP_LOCK = 7_362_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; queries report the error.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    prepare: async (seed) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        await seed(drizzlePg(client, { schema }));
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

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

async function openPglite(options: DatabaseOptions): Promise<Database> {
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
