import { MESSAGES } from "@lineup/shared";
import { useProfileStore } from "../stores/profile-store";

/**
 * The stored profile id for a screen's submit. Spec §8: without one, the socials, profile and
 * create-profile screens log "Athlete ID not passed" (the spec's words, for every role) and do
 * nothing; the screen's loader already tried to recover it.
 */
export function useProfileIdOrLog(): () => string | null {
  const profileId = useProfileStore((state) => state.profileId);
  return () => {
    if (!profileId) console.error(MESSAGES.athleteIdMissing);
    return profileId;
  };
}
