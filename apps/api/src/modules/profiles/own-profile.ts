import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { profiles } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import type { User } from "@api/identity";

export type Profile = typeof profiles.$inferSelect;

const notFound = () => new AppError(ERROR_CODES.notFound, MESSAGES.profileNotFound);

/**
 * The profile with this id when it belongs to the caller (and is of the wanted type). Anyone
 * else's profile answers 404, exactly like one that does not exist: ids reveal nothing.
 */
export async function ownProfile(
  db: Db,
  user: User,
  id: string,
  type?: Profile["type"],
): Promise<Profile> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!profile || profile.userId !== user.id || (type && profile.type !== type)) throw notFound();
  return profile;
}

export async function profileOfUser(db: Db, userId: string): Promise<Profile | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}

/**
 * The ids of the person's profiles, locked until the transaction ends: an upload that would add a
 * file to one waits, then finds the profile gone (account deletion).
 */
export async function lockProfilesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  return rows.map((row) => row.id);
}
