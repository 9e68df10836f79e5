import { MESSAGES, ROUTES } from "@lineup/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { profileApi } from "@web/lib/profile-api";
import { restated } from "@web/lib/problem";
import { useProblem } from "@web/lib/use-problem";
import { useProfileIdOrLog } from "@web/lib/use-profile-id";
import { businessIndividualApi } from "../business-individual-api";
import type { ProfileKind } from "../profile-kinds";
import { REGISTERED } from "@web/lib/registration-finished";

type SaveOptions = {
  kind: ProfileKind;
  /** The profile editor (decision 0076): saving returns to /home instead of finishing sign-up. */
  editing?: boolean;
  /** The photo chosen, not uploaded yet. */
  avatar: File | null;
  /** Called once the photo is saved, so a retry after a later failure does not send it again. */
  onAvatarSaved: (url: string) => void;
};

/**
 * Saves business or individual create-profile: the photo first (with its progress), then the
 * bio, then registration success. Failures read 'Failed to update profile avatar' and 'Failed to
 * update bio' (spec §8).
 */
export function useSaveBioProfile({ kind, editing = false, avatar, onAvatarSaved }: SaveOptions) {
  const navigate = useNavigate();
  const profileId = useProfileIdOrLog();
  const problem = useProblem();
  const [progress, setProgress] = useState<number | null>(null);

  async function save({ bio }: { bio: string }): Promise<void> {
    const id = profileId();
    if (!id) return;
    try {
      if (avatar) {
        setProgress(0);
        try {
          const saved = await profileApi.updateAvatar(id, avatar, setProgress);
          onAvatarSaved(saved.avatar.url);
        } catch (error) {
          throw restated(error, MESSAGES.avatarFailed);
        } finally {
          setProgress(null);
        }
      }
      try {
        await businessIndividualApi.updateBio(kind, id, bio);
      } catch (error) {
        throw restated(error, MESSAGES.bioFailed);
      }
      if (editing) await navigate(ROUTES.myHome);
      else await navigate(ROUTES.registrationSuccess, REGISTERED);
    } catch (error) {
      problem.show(error);
    }
  }

  return { save, progress, problem };
}
