import type { Db } from "./client";

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query built once per database and prepared under its name (drizzle's `.prepare(name)`):
 * drizzle takes about as long to build a query as PGlite takes to run it, and PostgreSQL then
 * skips parsing and planning it too (docs/decisions/0050). A transaction is a database of its
 * own here, so inside one the query is built once per transaction.
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db, name);
    queries.set(name, query);
  }
  return query;
}
