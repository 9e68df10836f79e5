import { and, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { oneTimeTokens, users } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  oauth_state: 10 * 60 * 1000,
  oauth_handoff: 10 * 60 * 1000,
  /** The link to a new address; its payload is `{ email }` (docs/decisions/0072). */
  email_change: 24 * 60 * 60 * 1000,
  /** An address of OPERATOR_EMAILS or an operator's invitation; payload `{ email }` (0079). */
  operator_invitation: 24 * 60 * 60 * 1000,
  /**
   * Issue 25 (decision 0088): a guardian has no account; their links carry these, bound to the
   * athlete's account (`userId`). Consent: 7 days. Withdrawal: in every guardian e-mail, long
   * lived. A minor's accepted offer to confirm: payload `{ offerId }`, 7 days.
   */
  guardian_consent: 7 * 24 * 60 * 60 * 1000,
  guardian_withdraw: 365 * 24 * 60 * 60 * 1000,
  guardian_offer: 7 * 24 * 60 * 60 * 1000,
};

export interface IssuedTokenRow {
  userId: string | null;
  payload: unknown;
}

/**
 * Stores a new token's hash and returns the token itself, to be sent once and never kept. A
 * `binding` (the OAuth hand-off's browser cookie) is stored hashed too, and then every use of the
 * token must present it.
 */
export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  now: Date,
  userId: string | null,
  payload: unknown = null,
  binding: string | null = null,
): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    payload,
    bindingHash: binding === null ? null : hashToken(binding),
    // The app's clock, as for its expiry: "newest first" then does not hang on the database
    // clock's resolution (PGlite's is a millisecond, two tokens issued at once could tie).
    createdAt: now,
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
  binding?: string,
): Promise<IssuedTokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now, binding))
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row ?? null;
}

/** Reads a live token without using it up (the OAuth hand-off's pre-fill). */
export async function peekToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  binding?: string,
): Promise<IssuedTokenRow | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(live(token, purpose, now, binding));
  return row ?? null;
}

/**
 * Uses up every live token of these purposes an account holds: one used reset or confirmation
 * link voids its siblings, and an account taken over clean keeps none of them.
 */
export async function voidTokens(
  db: Db,
  userId: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, [...purposes]),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/**
 * Whether a confirmation link that no longer works belongs to an account whose address is
 * confirmed (by this link earlier, a sibling, or a provider): whoever holds the link received it
 * at that address, so they may be told to log in instead of to ask for a new link.
 */
export async function isConfirmedByEarlierLink(db: Db, token: string): Promise<boolean> {
  // Stryker disable ObjectLiteral: only whether a row is found counts, not its columns (mutation/equivalent-mutants.md)
  const [row] = await db
    .select({ userId: users.id })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, "email_confirmation"),
        isNotNull(oneTimeTokens.usedAt),
        isNotNull(users.emailConfirmedAt),
      ),
    );
  // Stryker restore ObjectLiteral
  return row !== undefined;
}

/**
 * The payloads of an account's tokens of one purpose, newest first: the live ones when `liveAt`
 * is given, else every one it still holds (used and expired too).
 */
export async function tokenPayloads(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  liveAt?: Date,
): Promise<unknown[]> {
  const rows = await db
    .select({ payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        liveAt ? isNull(oneTimeTokens.usedAt) : undefined,
        liveAt ? gt(oneTimeTokens.expiresAt, liveAt) : undefined,
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt));
  return rows.map((row) => row.payload);
}

export const ALL_TOKEN_PURPOSES = Object.keys(TOKEN_TTL_MS) as TokenPurpose[];

function live(token: string, purpose: TokenPurpose, now: Date, binding?: string) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    // A bound token (the OAuth hand-off) is live only with its browser's binding.
    binding === undefined ? undefined : eq(oneTimeTokens.bindingHash, hashToken(binding)),
  );
}
