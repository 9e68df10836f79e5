import type { Database, DatabaseOptions } from "./types";

export type { Database, DatabaseOptions, Db, Schema } from "./types";

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver loads only when chosen: a start loads one of pg and PGlite (decision 0044).
  if (options.url) {
    const { openPostgres } = await import("./postgres-database");
    return openPostgres(options.url, options.poolSize ?? 10);
  }
  const { openPglite } = await import("./pglite-database");
  return openPglite(options);
}
