import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

const keepText = (value: string) => value;

/**
 * The types drizzle reads as text and maps itself: the `parsers` drizzle-orm/pglite passes with
 * every query (timestamp, timestamptz, interval, date and the arrays numeric[], timestamp[],
 * timestamptz[], interval[], date[]). pglite-drizzle-client.test.ts pins this list to drizzle's.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** Given to PGlite.create, so the instance's own parsers are the ones drizzle asks for. */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((type) => [type, keepText]),
);

type Queryable = Pick<PGlite | Transaction, "query">;

/** What drizzle sees of a PGlite instance or of one of its transactions. */
export interface DrizzleClient extends Queryable {
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
}

/**
 * Passes queries on without drizzle's per-query `parsers`: PGlite merges those into its ~300
 * default parsers, keyed by type number, on every query, which V8 copies on a slow path (7 % of a
 * login's main-thread time, docs/decisions/0050). The instance was created with DRIZZLE_PARSERS,
 * so each value is parsed exactly as drizzle asked.
 */
function withoutParsers(queryable: Queryable): Queryable {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions) => {
      if (!options?.parsers) return queryable.query<T>(query, params, options);
      const { parsers: _sameAsTheInstance, ...rest } = options;
      return queryable.query<T>(query, params, rest);
    },
  };
}

/** The client to hand drizzle for a PGlite instance created with DRIZZLE_PARSERS. */
export function drizzleClient(client: Pick<PGlite, "query" | "transaction">): DrizzleClient {
  return {
    ...withoutParsers(client),
    transaction: (work) => client.transaction((tx) => work(withoutParsers(tx))),
  };
}
