import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../lib/api-root";
import type { Database, Db } from "./types";
import * as schema from "./schema";

/** Advisory lock key of "preparing this database" (any constant shared by every instance). */
const STARTUP_LOCK = 7_362_001;

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
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
