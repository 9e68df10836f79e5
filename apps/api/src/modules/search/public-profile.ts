import type { PublicAthleteProfile } from "@lineup/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  activities,
  athleteActivities,
  athleteProfiles,
  profiles,
  representationRequests,
  users,
} from "@api/db/schema";
import { listMedia, toMediaItem } from "../media";
import { athleteName, avatarUrl } from "./athlete-fields";
import {
  approvedAthletes,
  athleteColumns,
  athleteJoins,
  minorsHiddenFrom,
  type Viewer,
} from "./search-repository";
import { isShortlisted } from "./shortlist-repository";

const publicMedia = (row: Parameters<typeof toMediaItem>[0]) => {
  const { id, url, contentType } = toMediaItem(row);
  return { id, url, contentType };
};

/** The name of the agent who represents this athlete (an accepted request), or null. */
async function agentOf(db: Db, athleteUserId: string): Promise<{ name: string } | null> {
  const [agent] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(representationRequests)
    .innerJoin(users, eq(users.id, representationRequests.agentId))
    .where(
      and(
        eq(representationRequests.athleteId, athleteUserId),
        eq(representationRequests.status, "accepted"),
      ),
    );
  return agent ? { name: athleteName(agent) } : null;
}

/**
 * GET /api/athletes/{id}: an approved athlete's public profile, or null for an unknown, not
 * approved or suspended one (and, with the minors' rule, one this viewer may not see).
 */
export async function publicAthleteProfile(
  db: Db,
  profileId: string,
  viewer: Viewer,
): Promise<PublicAthleteProfile | null> {
  const [row] = await athleteJoins(
    db
      .select({
        ...athleteColumns,
        userId: users.id,
        bio: profiles.bio,
        socials: athleteProfiles.socials,
      })
      .from(athleteProfiles)
      .$dynamic(),
  ).where(
    and(eq(athleteProfiles.profileId, profileId), approvedAthletes, minorsHiddenFrom(viewer)),
  );
  if (!row) return null;
  const [interests, photos, videos, agent, shortlisted] = await Promise.all([
    db
      .select({ id: activities.id, name: activities.name })
      .from(athleteActivities)
      .innerJoin(activities, eq(activities.id, athleteActivities.activityId))
      .where(eq(athleteActivities.profileId, profileId))
      .orderBy(asc(activities.name)),
    listMedia(db, profileId, "photo"),
    listMedia(db, profileId, "video"),
    agentOf(db, row.userId),
    isShortlisted(db, viewer.userId, profileId),
  ]);
  return {
    id: row.profileId,
    name: athleteName(row),
    avatarUrl: avatarUrl(row.avatarId),
    sport: { id: row.sportId, name: row.sportName },
    positions: row.positions,
    level: row.education,
    ...(row.classYear === null ? {} : { classYear: row.classYear }),
    ...(row.team ? { team: row.team } : {}),
    city: { id: row.cityId, name: row.cityName, state: row.cityState },
    services: row.services,
    bio: row.bio,
    interests,
    socials: row.socials,
    photos: photos.map(publicMedia),
    videos: videos.map(publicMedia),
    agent,
    shortlisted,
  };
}
