import { MESSAGES } from "@lineup/shared";
import { useProfileStore } from "../../stores/profile-store";

/**
 * The stored athlete profile id for a screen's submit. Spec §8: without one, the screen logs
 * "Athlete ID not passed" and does nothing (the loader already tried to recover it).
 */
export function useProfileIdOrLog(): () => string | null {
  const profileId = useProfileStore((state) => state.profileId);
  return () => {
    if (!profileId) console.error(MESSAGES.athleteIdMissing);
    return profileId;
  };
}
