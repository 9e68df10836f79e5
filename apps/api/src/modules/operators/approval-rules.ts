import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { athleteProfiles, profiles, users } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";

/**
 * An athlete is approved only with a date of birth (issue 25, decision 0088): without one Lineup
 * cannot tell a minor, who needs a guardian's consent, from an adult. A saved date never goes
 * away, so checking before the decision's UPDATE leaves no race.
 */
async function athletesWithoutBirthDate(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(athleteProfiles, eq(athleteProfiles.profileId, profiles.id))
    .where(
      and(inArray(users.id, ids), eq(users.role, "athlete"), isNull(athleteProfiles.dateOfBirth)),
    );
  return rows.map((row) => row.id);
}

/** Refuses an approval of one or more athletes who have not given a date of birth (409). */
export async function assertApprovable(db: Db, ids: string[]): Promise<void> {
  const missing = await athletesWithoutBirthDate(db, ids);
  if (missing.length === 0) return;
  throw new AppError(
    ERROR_CODES.conflict,
    ids.length === 1 ? MESSAGES.operatorDateOfBirthMissing : MESSAGES.operatorDatesOfBirthMissing,
  );
}
