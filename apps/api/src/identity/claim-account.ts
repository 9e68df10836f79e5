import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { removeUnverifiedIdentities } from "./identities";
import { ALL_TOKEN_PURPOSES, voidTokens } from "./one-time-tokens";
import { endAllSessions } from "./sessions";
import type { User } from "./users";

/**
 * A provider that verified this unconfirmed account's exact address hands it to that person clean
 * (docs/decisions/0060): whoever signed up with the address without proving it keeps nothing, no
 * password, session, pending link or unverified provider identity. Call it after linking the
 * verifying identity (marked verified), inside the caller's transaction.
 */
export async function claimUnconfirmedAccount(db: Db, user: User, now: Date): Promise<User> {
  await endAllSessions(db, user.id);
  await voidTokens(db, user.id, ALL_TOKEN_PURPOSES, now);
  await removeUnverifiedIdentities(db, user.id, user.email);
  const [claimed] = await db
    .update(users)
    .set({ passwordHash: null, emailConfirmedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return claimed!;
}

/**
 * Drops an account nobody ever proved the address of, so a verified sign-up at that address starts
 * fresh; answers whether it did (a confirmed account is never dropped).
 */
export async function discardUnconfirmedUser(db: Db, userId: string): Promise<boolean> {
  const dropped = await db
    .delete(users)
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  return dropped.length > 0;
}
