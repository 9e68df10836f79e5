import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

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
  /**
   * PGlite only: calls `listener` whenever a statement changed users, sessions or the search
   * version (migration 0019), with that statement's own answer: the one connection hears it
   * before anything else reads. What lets its owner keep sessions in memory (decision 0094).
   */
  hearIdentityChanges?: (listener: () => void) => Promise<void>;
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
