import type { GuardianAthletePreview } from "@lineup/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { athleteProfiles, cities, profiles, services, sports, users } from "@api/db/schema";
import { listMedia, toMediaItem } from "../media";

/** The athlete a guardian's link is about: the account, the profile and where consent stands. */
export async function guardedAthlete(db: Db, userId: string, lock = false) {
  const query = db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileId: profiles.id,
      bio: profiles.bio,
      sport: sports.name,
      level: athleteProfiles.education,
      team: athleteProfiles.team,
      cityName: cities.name,
      cityState: cities.state,
      dateOfBirth: athleteProfiles.dateOfBirth,
      adultAt: athleteProfiles.adultAt,
      guardianEmail: athleteProfiles.guardianEmail,
      guardianConsent: athleteProfiles.guardianConsent,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(athleteProfiles, eq(athleteProfiles.profileId, profiles.id))
    .innerJoin(sports, eq(sports.id, athleteProfiles.sportId))
    .innerJoin(cities, eq(cities.id, athleteProfiles.hometownId))
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for("update", { of: athleteProfiles }) : await query;
  return row;
}
export type GuardedAthlete = NonNullable<Awaited<ReturnType<typeof guardedAthlete>>>;

export const athleteNameOf = (athlete: Pick<GuardedAthlete, "firstName" | "lastName">) =>
  [athlete.firstName, athlete.lastName].filter(Boolean).join(" ") || "An athlete";

/**
 * What the guardian's page shows: the public profile's preview, services by name (prices stay
 * private), and the date of birth, which the guardian can say is wrong. Never a contact detail.
 * The photo's URL carries the consent link's token: a minor's files are served only to those who
 * may see the athlete, and the guardian has no account (`guardianMayViewFile`).
 */
export async function guardianPreview(
  db: Db,
  athlete: GuardedAthlete,
  token: string,
): Promise<GuardianAthletePreview> {
  const avatar = (await listMedia(db, athlete.profileId, "avatar")).at(-1);
  const offered = await db
    .select({ name: services.name })
    .from(services)
    .where(eq(services.profileId, athlete.profileId))
    .orderBy(asc(services.createdAt));
  return {
    firstName: athlete.firstName ?? "",
    lastName: athlete.lastName ?? "",
    avatarUrl: avatar ? `${toMediaItem(avatar).url}?guardian=${encodeURIComponent(token)}` : null,
    sport: athlete.sport,
    level: athlete.level,
    team: athlete.team,
    city: { name: athlete.cityName, state: athlete.cityState },
    bio: athlete.bio,
    services: offered.map(({ name }) => ({ name })),
    dateOfBirth: athlete.dateOfBirth ?? "",
  };
}
