import type { Db } from "@api/db/client";
import { peekToken } from "@api/identity";
import { athleteOfConsentLink } from "./guardian-consent";

/**
 * Whether a guardian's consent link shows this file of a minor (decision 0088, "The guardian
 * sees the photo"): the link must be live (unused, unexpired; looked at, never used up), still
 * sent to the guardian the athlete names, and bound to the account that owns the file's profile;
 * and the file must be the avatar, the only file the guardian's page shows. Handed to the media
 * routes by app.ts, as guardians reads media.
 */
export async function guardianMayViewFile(
  db: Db,
  token: string,
  file: { profileId: string; kind: string },
  now: Date,
): Promise<boolean> {
  if (file.kind !== "avatar") return false;
  const athlete = await athleteOfConsentLink(
    db,
    await peekToken(db, token, "guardian_consent", now),
  );
  return athlete?.profileId === file.profileId;
}
