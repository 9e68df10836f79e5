import { stdSerializers } from "pino";

/**
 * DESIGN.md "No log line carries a query's parameters". A failed query's errors carry its values
 * several ways: Drizzle's wrapper puts them in its message (`Failed query: … params: …`) and in
 * `params`; PGlite adds `query`, `params` and `queryOptions` to its error; PostgreSQL's `detail`
 * quotes the row or key (`Failing row contains (…, Private rate, 424242)`), and a message or a
 * `where` may quote a value too. So a database error is logged by what names the failure (its
 * SQLSTATE, constraint, table, column) and by the statement with its placeholders, nothing else.
 */

/** What PostgreSQL says about a failure without quoting a value. */
const SAFE_FIELDS = [
  "code",
  "severity",
  "constraint",
  "schema",
  "table",
  "column",
  "dataType",
  "routine",
];
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_STATEMENT = 1000;

type Fields = Record<string, unknown>;
/** What Fastify's logger takes from an `err` serializer. */
type LoggedError = Fields & { type: string; message: string; stack: string };
const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null;

/** The error and the ones it was caused by, outermost first. */
function chainOf(error: unknown): Fields[] {
  const chain: Fields[] = [];
  for (let current = error; isObject(current) && chain.length < 5; current = current.cause) {
    if (chain.includes(current)) break;
    chain.push(current);
  }
  return chain;
}

/** A query's error: Drizzle's wrapper, or the driver's own (node-postgres, PGlite). */
function isQueryError(error: Fields): boolean {
  if ("params" in error || "queryOptions" in error) return true;
  if (typeof error.message === "string" && /^Failed query:/.test(error.message)) return true;
  return typeof error.code === "string" && SQLSTATE.test(error.code) && "severity" in error;
}

/** The stack's frames only: its first lines repeat the message, values and all. */
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n")
    : "";

function databaseError(chain: Fields[]): LoggedError {
  const logged: LoggedError = {
    type: "DatabaseError",
    message: "database query failed",
    stack: framesOf(chain[0]?.stack),
  };
  for (const error of [...chain].reverse()) {
    for (const field of SAFE_FIELDS) {
      const value = error[field];
      if ((typeof value === "string" || typeof value === "number") && logged[field] === undefined)
        logged[field] = value;
    }
    if (typeof error.query === "string" && logged.statement === undefined) {
      logged.statement = error.query.slice(0, MAX_STATEMENT);
    }
  }
  return logged;
}

/** pino's `err` serializer, except that a failed query loses everything that may quote a value. */
export function serializeError(error: Error): LoggedError {
  const chain = chainOf(error);
  if (chain.some(isQueryError)) return databaseError(chain);
  return stdSerializers.err(error);
}

export const logSerializers = { err: serializeError };
