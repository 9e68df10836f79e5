import { randomBytes } from "node:crypto";

/**
 * Request ids for one process: a random prefix drawn at start and a counter, e.g. "3f9a0c1be2-1k".
 * Unique across instances and restarts in practice (40 random bits per start), matched by the
 * shape a caller's own id must have, and about a tenth of `randomUUID`'s cost on every request
 * (docs/decisions/0049).
 */
export function requestIds(): () => string {
  const prefix = randomBytes(5).toString("hex");
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
