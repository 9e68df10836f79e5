import type { AthleteProfile } from "@lineup/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  activities,
  athleteActivities,
  athleteProfiles,
  athleteRoles,
  cities,
  services,
  sportRoles,
  sports,
} from "@api/db/schema";
import { listMedia, toMediaItem } from "../media";
import type { Profile } from "./own-profile";

/** The owner's whole athlete profile, prices included: only ever sent to that owner. */
export async function athleteProfileView(db: Db, profile: Profile): Promise<AthleteProfile> {
  const [row] = await db
    .select({ athlete: athleteProfiles, sport: sports, city: cities })
    .from(athleteProfiles)
    .innerJoin(sports, eq(sports.id, athleteProfiles.sportId))
    .innerJoin(cities, eq(cities.id, athleteProfiles.hometownId))
    .where(eq(athleteProfiles.profileId, profile.id));
  if (!row) throw new Error(`athlete profile ${profile.id} has no athlete row`);
  const [roleRows, activityRows, serviceRows, avatar, photos, videos] = await Promise.all([
    db
      .select({ id: sportRoles.id, name: sportRoles.name })
      .from(athleteRoles)
      .innerJoin(sportRoles, eq(sportRoles.id, athleteRoles.roleId))
      .where(eq(athleteRoles.profileId, profile.id))
      .orderBy(asc(sportRoles.id)),
    db
      .select({ id: activities.id, name: activities.name })
      .from(athleteActivities)
      .innerJoin(activities, eq(activities.id, athleteActivities.activityId))
      .where(eq(athleteActivities.profileId, profile.id))
      .orderBy(asc(activities.name)),
    db
      .select()
      .from(services)
      .where(eq(services.profileId, profile.id))
      .orderBy(asc(services.createdAt), asc(services.id)),
    listMedia(db, profile.id, "avatar"),
    listMedia(db, profile.id, "photo"),
    listMedia(db, profile.id, "video"),
  ]);
  const { athlete, sport, city } = row;
  return {
    id: profile.id,
    type: "Athlete",
    nextStep: profile.nextStep,
    bio: profile.bio,
    avatar: avatar[0] ? toMediaItem(avatar[0]) : null,
    photos: photos.map(toMediaItem),
    videos: videos.map(toMediaItem),
    services: serviceRows.map((s) => ({ id: s.id, name: s.name, price: s.priceCents / 100 })),
    sport: { id: sport.id, name: sport.name },
    team: athlete.team,
    hometown: { id: city.id, name: city.name, state: city.state },
    roles: roleRows,
    activities: activityRows,
    education: athlete.education,
    class: athlete.classYear,
    statistics: athlete.statistics,
    gender: athlete.gender,
    agentEmail: athlete.agentEmail,
    socials: athlete.socials,
  };
}
