import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { oneTimeTokens } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  oauth_state: 10 * 60 * 1000,
  oauth_handoff: 10 * 60 * 1000,
};

export interface IssuedTokenRow {
  userId: string | null;
  payload: unknown;
}

/** Stores a new token's hash and returns the token itself, to be sent once and never kept. */
export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  now: Date,
  userId: string | null,
  payload: unknown = null,
): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    payload,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Uses a token up: one conditional UPDATE, so of two concurrent uses exactly one wins. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<IssuedTokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row ?? null;
}

/** Reads a live token without using it up (the OAuth hand-off's pre-fill). */
export async function peekToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<IssuedTokenRow | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(live(token, purpose, now));
  return row ?? null;
}

function live(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}
