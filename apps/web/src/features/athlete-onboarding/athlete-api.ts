import type {
  AthleteCreateBody,
  AthleteProfile,
  AthleteUpdateBody,
  MediaItem,
  MyProfile,
  ProfileType,
} from "@lineup/shared";
import { apiRequest } from "../../lib/api-client";
import { uploadRequest } from "../../lib/upload-request";

/** Every answer is `{ data }` (docs/decisions/0007-athlete-onboarding-api.md); these unwrap it. */
type Envelope<T> = { data: T };

async function data<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).data;
}

/** GET /api/profile/private/{id}: the owner's whole profile, prices and media included. */
export type PrivateProfile = { type: ProfileType; profile: AthleteProfile };

export type MediaUpload = {
  files: readonly File[];
  /** Ids of saved media to delete. */
  removed: readonly string[];
  onProgress?: (fraction: number) => void;
};

function mediaForm({ files, removed }: MediaUpload): FormData {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  for (const id of removed) form.append("removed", id);
  return form;
}

const profilePath = (id: string) => encodeURIComponent(id);

export const athleteApi = {
  myProfile: () => data(apiRequest<Envelope<MyProfile>>("/api/profile/my")),

  privateProfile: (id: string, signal?: AbortSignal) =>
    data(
      apiRequest<Envelope<PrivateProfile>>(
        `/api/profile/private/${profilePath(id)}`,
        signal ? { signal } : {},
      ),
    ),

  create: (body: AthleteCreateBody) =>
    data(
      apiRequest<Envelope<{ id: string }>>("/api/profile/athlete/create", {
        method: "POST",
        body,
      }),
    ),

  update: (id: string, body: AthleteUpdateBody) =>
    data(
      apiRequest<Envelope<AthleteProfile>>(`/api/profile/athlete/update/${profilePath(id)}`, {
        method: "PATCH",
        body,
      }),
    ),

  updateAvatar: (id: string, file: File, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return data(
      uploadRequest<Envelope<{ avatar: MediaItem }>>(
        `/api/profile/${profilePath(id)}/update-avatar`,
        form,
        onProgress ? { onProgress } : {},
      ),
    );
  },

  updatePhotos: (id: string, upload: MediaUpload) =>
    data(
      uploadRequest<Envelope<{ photos: MediaItem[]; ignored?: string[] }>>(
        `/api/athlete/update-photos/${profilePath(id)}`,
        mediaForm(upload),
        upload.onProgress ? { onProgress: upload.onProgress } : {},
      ),
    ),

  updateVideos: (id: string, upload: MediaUpload) =>
    data(
      uploadRequest<Envelope<{ videos: MediaItem[]; ignored?: string[] }>>(
        `/api/athlete/update-videos/${profilePath(id)}`,
        mediaForm(upload),
        upload.onProgress ? { onProgress: upload.onProgress } : {},
      ),
    ),
};
