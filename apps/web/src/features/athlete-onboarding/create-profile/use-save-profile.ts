import { MESSAGES, ROUTES, type ServiceItem } from "@lineup/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { restated } from "@web/lib/problem";
import { useProblem } from "@web/lib/use-problem";
import { athleteApi } from "../athlete-api";
import { useProfileIdOrLog } from "@web/lib/use-profile-id";
import type { MediaSelection } from "./use-media-selection";
import { REGISTERED } from "@web/lib/registration-finished";

export type UploadTarget = "avatar" | "photos" | "videos";
type Uploading = { target: UploadTarget; fraction: number } | null;

export type ProfileValues = { bio: string; services: ServiceItem[] };

type SaveProfileOptions = {
  /** The profile editor (decision 0076): saving returns to /home instead of finishing sign-up. */
  editing?: boolean;
  avatar: { file: File | null; markSaved: (url: string) => void };
  photos: MediaSelection;
  videos: MediaSelection;
};

/**
 * Saves the create-profile screen: the avatar, photos and videos first (each upload with its
 * progress), then services and bio in one PATCH, then registration success. Each finished upload
 * becomes the saved state at once, so retrying after a later failure sends nothing twice.
 */
export function useSaveProfile({ editing = false, avatar, photos, videos }: SaveProfileOptions) {
  const navigate = useNavigate();
  const profileId = useProfileIdOrLog();
  const problem = useProblem();
  const [uploading, setUploading] = useState<Uploading>(null);

  function progressOf(target: UploadTarget) {
    setUploading({ target, fraction: 0 });
    return (fraction: number) => setUploading({ target, fraction });
  }

  async function uploadMedia(id: string): Promise<void> {
    if (avatar.file) {
      try {
        const saved = await athleteApi.updateAvatar(id, avatar.file, progressOf("avatar"));
        avatar.markSaved(saved.avatar.url);
      } catch (error) {
        throw restated(error, MESSAGES.avatarFailed);
      }
    }
    if (photos.dirty) {
      const { files, removed } = photos;
      const saved = await athleteApi.updatePhotos(id, {
        files,
        removed,
        onProgress: progressOf("photos"),
      });
      photos.markSaved(saved.photos);
    }
    if (videos.dirty) {
      const { files, removed } = videos;
      try {
        const saved = await athleteApi.updateVideos(id, {
          files,
          removed,
          onProgress: progressOf("videos"),
        });
        videos.markSaved(saved.videos);
      } catch (error) {
        const message = isApiRequestError(error) ? error.message : MESSAGES.unknownError;
        throw restated(error, `${MESSAGES.videosFailedPrefix}${message}`);
      }
    }
  }

  async function save({ bio, services }: ProfileValues): Promise<void> {
    const id = profileId();
    if (!id) return;
    try {
      await uploadMedia(id);
      setUploading(null);
      try {
        await athleteApi.update(id, { services, bio });
      } catch (error) {
        throw restated(error, MESSAGES.bioFailed);
      }
      if (editing) await navigate(ROUTES.myHome);
      else await navigate(ROUTES.registrationSuccess, REGISTERED);
    } catch (error) {
      problem.show(error);
    } finally {
      setUploading(null);
    }
  }

  const progress = (target: UploadTarget) =>
    uploading?.target === target ? uploading.fraction : null;

  return { save, progress, problem };
}
