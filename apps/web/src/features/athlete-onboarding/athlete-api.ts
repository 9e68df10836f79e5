import type {
  AthleteCreateBody,
  AthleteProfile,
  AthleteUpdateBody,
  MediaItem,
  RepresentationOverview,
} from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import {
  profileApi,
  profilePath,
  unwrap,
  type Envelope,
  type PrivateProfile as AnyPrivateProfile,
} from "@web/lib/profile-api";
import { uploadRequest } from "@web/lib/upload-request";

/** GET /api/profile/private/{id}: the owner's whole profile, prices and media included. */
export type PrivateProfile = AnyPrivateProfile<AthleteProfile>;

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

/** The athlete's calls (docs/decisions/0007); the ones every profile shares come from profileApi. */
export const athleteApi = {
  myProfile: profileApi.myProfile,

  /**
   * GET /api/representation's `invitedBy`: the agent whose invitation this account signed up
   * through, as the server kept it (docs/decisions/0066).
   */
  invitedBy: async (signal?: AbortSignal) =>
    (
      await unwrap(
        apiRequest<Envelope<RepresentationOverview>>(
          "/api/representation",
          signal ? { signal } : {},
        ),
      )
    ).invitedBy,

  privateProfile: (id: string, signal?: AbortSignal) =>
    profileApi.privateProfile<AthleteProfile>(id, signal),

  create: (body: AthleteCreateBody) =>
    unwrap(
      apiRequest<Envelope<{ id: string }>>("/api/profile/athlete/create", {
        method: "POST",
        body,
      }),
    ),

  update: (id: string, body: AthleteUpdateBody) =>
    unwrap(
      apiRequest<Envelope<AthleteProfile>>(`/api/profile/athlete/update/${profilePath(id)}`, {
        method: "PATCH",
        body,
      }),
    ),

  updateAvatar: profileApi.updateAvatar,

  updatePhotos: (id: string, upload: MediaUpload) =>
    unwrap(
      uploadRequest<Envelope<{ photos: MediaItem[]; ignored?: string[] }>>(
        `/api/athlete/update-photos/${profilePath(id)}`,
        mediaForm(upload),
        upload.onProgress ? { onProgress: upload.onProgress } : {},
      ),
    ),

  updateVideos: (id: string, upload: MediaUpload) =>
    unwrap(
      uploadRequest<Envelope<{ videos: MediaItem[]; ignored?: string[] }>>(
        `/api/athlete/update-videos/${profilePath(id)}`,
        mediaForm(upload),
        upload.onProgress ? { onProgress: upload.onProgress } : {},
      ),
    ),
};
