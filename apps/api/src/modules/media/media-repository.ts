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
