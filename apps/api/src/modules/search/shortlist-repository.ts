import { SEARCH_LIMITS } from "@lineup/shared";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { athleteProfiles, shortlistEntries } from "@api/db/schema";
import {
  approvedAthletes,
  athleteColumns,
  athleteJoins,
  minorsHiddenFrom,
  type AthleteRow,
  type Viewer,
} from "./search-repository";

/** The shortlist's athletes that search may show this viewer, saved last first. */
export async function shortlistRows(db: Db, viewer: Viewer): Promise<AthleteRow[]> {
  return athleteJoins(
    db
      .select(athleteColumns)
      .from(shortlistEntries)
      .innerJoin(athleteProfiles, eq(athleteProfiles.profileId, shortlistEntries.athleteId))
      .$dynamic(),
  )
    .where(
      and(eq(shortlistEntries.ownerId, viewer.userId), approvedAthletes, minorsHiddenFrom(viewer)),
    )
    .orderBy(desc(shortlistEntries.createdAt), desc(shortlistEntries.athleteId))
    .limit(SEARCH_LIMITS.shortlistMax);
}

/** Whether search may show this athlete to this viewer (approved, and not hidden as a minor). */
export async function isVisibleAthlete(db: Db, athleteId: string, viewer: Viewer) {
  // Listing and the minors' rule both live on athlete_profiles: no join needed.
  const [row] = await db
    .select({ id: athleteProfiles.profileId })
    .from(athleteProfiles)
    .where(
      and(eq(athleteProfiles.profileId, athleteId), approvedAthletes, minorsHiddenFrom(viewer)),
    );
  return row !== undefined;
}

/**
 * Saves the athlete unless the shortlist is full: one statement, so two saves at once cannot
 * both pass the count. Returns false when full; saving one already saved is a success.
 */
export async function saveToShortlist(db: Db, ownerId: string, athleteId: string, at: Date) {
  // Both drivers answer `{ rows }` (node-postgres and PGlite); Db's common type cannot say so.
  const saved = (await db.execute(sql`
    insert into ${shortlistEntries} (owner_id, athlete_id, created_at)
    select ${ownerId}, ${athleteId}, ${at.toISOString()}
    where (select count(*) from ${shortlistEntries} where owner_id = ${ownerId}) < ${SEARCH_LIMITS.shortlistMax}
    on conflict (owner_id, athlete_id) do nothing
    returning athlete_id`)) as { rows: unknown[] };
  if (saved.rows.length > 0) return true;
  return isShortlisted(db, ownerId, athleteId);
}

export async function removeFromShortlist(db: Db, ownerId: string, athleteId: string) {
  await db
    .delete(shortlistEntries)
    .where(and(eq(shortlistEntries.ownerId, ownerId), eq(shortlistEntries.athleteId, athleteId)));
}

export async function isShortlisted(db: Db, ownerId: string, athleteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.ownerId, ownerId), eq(shortlistEntries.athleteId, athleteId)));
  return (row?.n ?? 0) > 0;
}
