import { ERROR_CODES, MESSAGES, type AccountStatus } from "@lineup/shared";
import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { oneTimeTokens, totpFactors, users } from "../db/schema";
import { AppError } from "../lib/app-error";
import { consumeToken, issueToken, TOKEN_TTL_MS } from "./one-time-tokens";
import { findUserByEmail, insertUser, type User } from "./users";

/**
 * Operator accounts (docs/decisions/0079): made only by an operator invitation, never by a
 * sign-up or a body; confirmed at once (the invitation's link proved the address).
 */

const invitedAddress = sql<string>`${oneTimeTokens.payload} ->> 'email'`;

function liveInvitations(email: string, now: Date) {
  return and(
    eq(oneTimeTokens.purpose, "operator_invitation"),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    sql`${invitedAddress} = ${email}`,
  );
}

/** Whether `email` holds an operator invitation that still works (one is sent at a time). */
export async function hasLiveOperatorInvitation(db: Db, email: string, now: Date) {
  const [row] = await db
    .select({ expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(liveInvitations(email, now))
    .limit(1);
  return row !== undefined;
}

/** A new invitation's token (to be e-mailed once, never kept) and when it expires. */
export async function issueOperatorInvitation(db: Db, email: string, now: Date) {
  const token = await issueToken(db, "operator_invitation", now, null, { email });
  return { token, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.operator_invitation) };
}

/** Invitations sent and still working, oldest first. */
export async function liveOperatorInvitations(db: Db, now: Date) {
  return db
    .select({ email: invitedAddress, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, "operator_invitation"),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .orderBy(asc(oneTimeTokens.createdAt));
}

export interface NewOperator {
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/**
 * Uses the invitation up and makes the operator account, in one transaction: a used, expired or
 * unknown token, or an address that has an account already, changes nothing.
 */
export async function acceptOperatorInvitation(
  db: Db,
  token: string,
  values: NewOperator,
  now: Date,
): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "operator_invitation", now);
    const email = (row?.payload as { email?: unknown } | null)?.email;
    if (typeof email !== "string") {
      throw new AppError(ERROR_CODES.notFound, MESSAGES.operatorInvitationInvalid);
    }
    if (await findUserByEmail(tx, email)) {
      throw new AppError(ERROR_CODES.conflict, MESSAGES.operatorAddressTaken);
    }
    const user = await insertUser(tx, {
      email,
      role: "operator",
      emailConfirmedAt: now,
      status: "approved",
      ...values,
    });
    if (!user) throw new AppError(ERROR_CODES.conflict, MESSAGES.operatorAddressTaken);
    // Sibling invitations to the same address are used up with it.
    await tx.update(oneTimeTokens).set({ usedAt: now }).where(liveInvitations(email, now));
    return user;
  });
}

/** Every operator, oldest first, with whether a second factor is on. */
export async function listOperators(db: Db) {
  return db
    .select({ user: users, factorEnabledAt: totpFactors.enabledAt })
    .from(users)
    .leftJoin(totpFactors, eq(totpFactors.userId, users.id))
    .where(eq(users.role, "operator"))
    .orderBy(asc(users.createdAt));
}

/**
 * Removes an operator's account, unless it is the last one: the operators' rows are locked first,
 * so two operators removing each other at once cannot leave none.
 */
export async function removeOperator(
  db: Db,
  id: string,
): Promise<User | "not_found" | "last_operator"> {
  return db.transaction(async (tx) => {
    const operators = await tx
      .select()
      .from(users)
      .where(eq(users.role, "operator"))
      .orderBy(asc(users.id))
      .for("update");
    const target = operators.find((user) => user.id === id);
    if (!target) return "not_found";
    if (operators.length <= 1) return "last_operator";
    await tx.delete(users).where(eq(users.id, id));
    return target;
  });
}

/**
 * An operator's decision, conditional on the statuses it may be taken from: the accounts still
 * standing there are locked (SELECT … FOR UPDATE re-reads a row another transaction just changed,
 * and skips it if it no longer matches), then moved. Of two operators deciding at once exactly
 * one moves an account. Never an operator's account. Call it inside a transaction; answers the
 * accounts moved, each with the status it had.
 */
export async function decideAccountStatus(
  db: Db,
  ids: string[],
  from: readonly AccountStatus[],
  to: AccountStatus,
  message: string | null,
): Promise<{ user: User; from: AccountStatus }[]> {
  if (ids.length === 0 || from.length === 0) return [];
  const locked = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(
      and(inArray(users.id, ids), inArray(users.status, [...from]), ne(users.role, "operator")),
    )
    .for("update");
  if (locked.length === 0) return [];
  const moved = await db
    .update(users)
    .set({ status: to, statusMessage: message })
    .where(
      inArray(
        users.id,
        locked.map((row) => row.id),
      ),
    )
    .returning();
  const before = new Map(locked.map((row) => [row.id, row.status]));
  return moved.map((user) => ({ user, from: before.get(user.id)! }));
}
