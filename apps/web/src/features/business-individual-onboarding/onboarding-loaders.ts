import type { BusinessProfile, IndividualProfile } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";
import { profileApi } from "@web/lib/profile-api";
import { ensureProfileId, getStartedLoader } from "@web/lib/profile-session";
import { useProfileStore } from "@web/stores/profile-store";
import { PROFILE_KINDS, type ProfileKind } from "./profile-kinds";

export type GetStartedLoaderData<P> = { profile: P | null };

/**
 * Get-started creates the profile: a person who lands on it with one continues where it stands;
 * one who came back to it inside the app sees the saved answers (decision 0076).
 */
function savedAnswersLoader<P extends BusinessProfile | IndividualProfile>(kind: ProfileKind) {
  const { type, getStarted } = PROFILE_KINDS[kind];
  const resume = getStartedLoader(getStarted, type);
  return async function loader({
    request,
  }: LoaderFunctionArgs): Promise<GetStartedLoaderData<P> | Response> {
    const visit = await resume();
    if (visit instanceof Response) return visit;
    if (!visit.profileId) return { profile: null };
    const saved = await profileApi
      .privateProfile(visit.profileId, request.signal)
      .catch(() => null);
    return { profile: saved?.profile.type === type ? (saved.profile as P) : null };
  };
}

export const businessGetStartedLoader = savedAnswersLoader<BusinessProfile>("business");
export const individualGetStartedLoader = savedAnswersLoader<IndividualProfile>("individual");

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
