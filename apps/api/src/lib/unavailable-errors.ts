/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server shutting down or not accepting connections (class 08 and 57P0x, 53300). */
const UNAVAILABLE_STATE = /^(08...|57P0[1-4]|53300)$/;

/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** The disk (or quota) is full: an upload that cannot be stored answers 507, not 500. */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === "ENOSPC" || code === "EDQUOT") return true;
    current = cause;
  }
  return false;
}

/**
 * Whether an error (or one it was caused by: Drizzle wraps the driver's) means the database is
 * unreachable rather than that the request was wrong: such requests answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
