import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { User } from "./users";

/** What a person edits of themselves in Settings; null clears an optional field. */
export type PersonalDetails = Partial<
  Pick<User, "firstName" | "lastName" | "middleName" | "suffix" | "businessName" | "phoneNumber">
>;

export async function updatePersonalDetails(
  db: Db,
  userId: string,
  details: PersonalDetails,
): Promise<User> {
  if (Object.keys(details).length === 0) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return user!;
  }
  const [user] = await db.update(users).set(details).where(eq(users.id, userId)).returning();
  return user!;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** SQLSTATE 23505, on the driver's error or on the one Drizzle wrapped it in. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === "23505") return true;
    current = cause;
  }
  return false;
}

/**
 * Moves the account to an address its e-mailed link just proved (so it is confirmed now), or
 * answers undefined when another account took the address meanwhile: the unique index decides a
 * race. Call it last in its transaction, which must end when it answers undefined.
 */
export async function moveToEmail(
  db: Db,
  userId: string,
  email: string,
  now: Date,
): Promise<User | undefined> {
  try {
    const [user] = await db
      .update(users)
      .set({ email, emailConfirmedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Puts an account whose profile the operator sent back (`changes_requested`) on the waiting list
 * again: one conditional UPDATE, so only that status moves. Undefined when the account stood
 * anywhere else.
 */
export async function resubmitForReview(db: Db, userId: string): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ status: "pending", statusMessage: null })
    .where(and(eq(users.id, userId), eq(users.status, "changes_requested")))
    .returning();
  return user;
}
