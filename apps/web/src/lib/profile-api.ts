import type { AnyProfile, MediaItem, MyProfile, ProfileType } from "@lineup/shared";
import { apiRequest } from "./api-client";
import { setSignedIn, signedIn } from "../stores/signed-in-store";
import { uploadRequest } from "./upload-request";

/** Every answer is `{ data }` (docs/decisions/0005, 0007); these unwrap it. */
export type Envelope<T> = { data: T };

export async function unwrap<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).data;
}

/** GET /api/profile/private/{id}: the owner's whole profile, of whatever type it is. */
export type PrivateProfile<P extends AnyProfile = AnyProfile> = { type: ProfileType; profile: P };

export const profilePath = (id: string) => encodeURIComponent(id);

/** The profile calls every role's onboarding shares (spec §7). */
export const profileApi = {
  myProfile: () => unwrap(apiRequest<Envelope<MyProfile>>("/api/profile/my")),

  privateProfile: <P extends AnyProfile = AnyProfile>(id: string, signal?: AbortSignal) =>
    unwrap(
      apiRequest<Envelope<PrivateProfile<P>>>(
        `/api/profile/private/${profilePath(id)}`,
        signal ? { signal } : {},
      ),
    ),

  /**
   * PATCH /api/profile/{id}/update-avatar, multipart field `file`, with upload progress. The
   * header of a signed-in person shows the new photo at once.
   */
  updateAvatar: async (id: string, file: File, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append("file", file, file.name);
    const saved = await unwrap(
      uploadRequest<Envelope<{ avatar: MediaItem }>>(
        `/api/profile/${profilePath(id)}/update-avatar`,
        form,
        onProgress ? { onProgress } : {},
      ),
    );
    const person = signedIn();
    if (person) setSignedIn({ ...person, avatarUrl: saved.avatar.url });
    return saved;
  },
};
