import type { MinorDetails } from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { athleteProfiles } from "@api/db/schema";

/** The columns a minor's details are read from. */
export interface BirthColumns {
  dateOfBirth: string | null;
  adultAt: Date | null;
  guardianEmail: string | null;
  guardianConsent: MinorDetails["guardianConsent"];
}

/**
 * An athlete's date of birth and minor status (issue 25): for the athlete's own home and the
 * operator console only. A minor now is one whose 18th birthday's instant is still ahead.
 */
export const minorDetailsOf = (row: BirthColumns, now: Date): MinorDetails => ({
  // adult_at is written with the date of birth (athlete-service.ts), so both are null or neither.
  isMinor: row.adultAt === null ? null : row.adultAt > now,
  guardianEmail: row.guardianEmail,
  guardianConsent: row.guardianConsent,
  dateOfBirth: row.dateOfBirth,
});

/** The athlete profile's minor details, or null when the profile is not an athlete's. */
export async function minorDetails(
  db: Db,
  profileId: string,
  now: Date,
): Promise<MinorDetails | null> {
  const [row] = await db
    .select({
      dateOfBirth: athleteProfiles.dateOfBirth,
      adultAt: athleteProfiles.adultAt,
      guardianEmail: athleteProfiles.guardianEmail,
      guardianConsent: athleteProfiles.guardianConsent,
    })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.profileId, profileId));
  return row ? minorDetailsOf(row, now) : null;
}
