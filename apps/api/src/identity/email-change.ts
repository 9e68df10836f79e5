import type { Db } from "../db/client";
import { tokenPayloads } from "./one-time-tokens";
import type { User } from "./users";

/** What an e-mail change token carries: the address asked for, and the one it replaces. */
export interface EmailChangePayload {
  email: string;
  from: string;
}

function isPayload(value: unknown): value is EmailChangePayload {
  if (typeof value !== "object" || value === null) return false;
  const { email, from } = value as Record<string, unknown>;
  return typeof email === "string" && typeof from === "string";
}

export function emailChangeOf(payload: unknown): EmailChangePayload | null {
  return isPayload(payload) ? payload : null;
}

/** The new address waiting for its link to be opened, if any. */
export async function pendingEmailChange(
  db: Db,
  userId: string,
  now: Date,
): Promise<string | null> {
  const [latest] = await tokenPayloads(db, userId, "email_change", now);
  return emailChangeOf(latest)?.email ?? null;
}

/**
 * Every address the account has used or asked for besides its own: those its e-mail changes came
 * from and went to. Read before the account is deleted, to forget what was sent there.
 */
export async function otherAddressesOf(db: Db, user: User): Promise<string[]> {
  const payloads = (await tokenPayloads(db, user.id, "email_change")).map(emailChangeOf);
  const addresses = payloads.flatMap((p) => (p ? [p.email, p.from] : []));
  return [...new Set(addresses)].filter((address) => address !== user.email);
}
