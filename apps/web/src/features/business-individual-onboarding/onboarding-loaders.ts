import type { BusinessProfile, IndividualProfile } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";
import { profileApi } from "@web/lib/profile-api";
import { ensureProfileId, getStartedLoader } from "@web/lib/profile-session";
import { useProfileStore } from "@web/stores/profile-store";
import { PROFILE_KINDS, type ProfileKind } from "./profile-kinds";

/** Get-started creates the profile: a person who has one continues where it stands. */
export const businessGetStartedLoader = getStartedLoader(PROFILE_KINDS.business.getStarted);
export const individualGetStartedLoader = getStartedLoader(PROFILE_KINDS.individual.getStarted);

export type SavedProfile = Pick<BusinessProfile | IndividualProfile, "bio" | "avatar">;
export type CreateProfileLoaderData = { profile: SavedProfile | null };

/**
 * Create-profile shows the photo and bio saved before (a person coming back). The profile id is
 * the stored one or the person's own from GET /api/profile/my; without one the screen starts
 * empty, and saving logs and does nothing (spec §8). A signed-out visitor goes to login and
 * comes back.
 */
export function createProfileLoader(kind: ProfileKind) {
  const { type } = PROFILE_KINDS[kind];
  return async function loader({
    request,
  }: LoaderFunctionArgs): Promise<CreateProfileLoaderData | Response> {
    try {
      const id = await ensureProfileId(type);
      if (!id) return { profile: null };
      const saved = await profileApi.privateProfile(id, request.signal);
      useProfileStore.getState().setProfileType(saved.type);
      return saved.profile.type === type ? { profile: saved.profile } : { profile: null };
    } catch (error) {
      return isSignedOut(error) ? loginRedirect(request) : { profile: null };
    }
  };
}
