import { and, asc, eq, inArray } from "drizzle-orm";
import type { MediaItem } from "@lineup/shared";
import type { Db } from "@api/db/client";
import { media } from "@api/db/schema";

export type MediaRow = typeof media.$inferSelect;
export type MediaSlot = MediaRow["kind"];

export function toMediaItem(row: MediaRow): MediaItem {
  return { id: row.id, url: `/api/media/${row.id}`, contentType: row.contentType, size: row.size };
}

export function listMedia(db: Db, profileId: string, kind: MediaSlot): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.profileId, profileId), eq(media.kind, kind)))
    .orderBy(asc(media.createdAt), asc(media.id));
}

/** Deletes the given media of this profile (ids of other profiles are left alone). */
export async function deleteMedia(
  db: Db,
  profileId: string,
  kind: MediaSlot,
  ids: string[] | "all",
): Promise<MediaRow[]> {
  if (ids !== "all" && ids.length === 0) return [];
  const owned = and(eq(media.profileId, profileId), eq(media.kind, kind));
  return db
    .delete(media)
    .where(ids === "all" ? owned : and(owned, inArray(media.id, ids)))
    .returning();
}

/** Every file of these profiles, oldest first (a person's data export). */
export function mediaOfProfiles(db: Db, profileIds: string[]): Promise<MediaRow[]> {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(media)
    .where(inArray(media.profileId, profileIds))
    .orderBy(asc(media.createdAt), asc(media.id));
}

/** Deletes every media row of these profiles; answers their storage keys, to delete the bytes. */
export async function removeMediaOf(db: Db, profileIds: string[]): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .delete(media)
    .where(inArray(media.profileId, profileIds))
    .returning({ key: media.storageKey });
  return rows.map((row) => row.key);
}
