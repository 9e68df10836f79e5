import type { Account } from "@lineup/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared-once";
import { users } from "../db/schema";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Prepared: every login starts here. */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const query = preparedOnce(db, "find_user_by_email", (on, name) =>
    on
      .select()
      .from(users)
      .where(eq(users.email, sql.placeholder("email")))
      .prepare(name),
  );
  const [user] = await query.execute({ email });
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Inserts unless the e-mail is taken; undefined means it was. */
export async function insertUser(db: Db, values: NewUser): Promise<User | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

export async function markEmailConfirmed(db: Db, userId: string, now: Date): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** What the API tells a person about their own account (never a hash, never a role from a body). */
export function toAccount(user: User): Account {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    profileType: user.profileType ?? null,
    emailConfirmed: user.emailConfirmedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
  };
}

/** A person's id, address and names: what a view shows of the other side of a relation. */
export type UserNames = Pick<User, "id" | "email" | "firstName" | "lastName" | "businessName">;

/** The names of these users by id, in one query (the ids may repeat). */
export async function userNamesById(db: Db, ids: string[]): Promise<Map<string, UserNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: users.businessName,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
