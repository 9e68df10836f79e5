import { ROUTES, type AthleteProfile } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { ensureProfileId, getStartedLoader as resumeLoader } from "@web/lib/profile-session";
import { useProfileStore } from "@web/stores/profile-store";
import { athleteApi } from "./athlete-api";

/**
 * Get-started creates the profile, so a person who already has one continues at the first step
 * it still owes instead (docs/decisions/0007 "Resuming").
 */
export const getStartedLoader = resumeLoader(ROUTES.athleteGetStarted);

export type OnboardingLoaderData = { profile: AthleteProfile | null };

/**
 * Socials and create-profile show what was saved before (a person coming back). Without a
 * profile id, or when the profile cannot be read, the screen starts empty.
 */
export async function savedProfileLoader({
  request,
}: LoaderFunctionArgs): Promise<OnboardingLoaderData> {
  const id = await ensureProfileId("Athlete");
  if (!id) return { profile: null };
  try {
    const { type, profile } = await athleteApi.privateProfile(id, request.signal);
    useProfileStore.getState().setProfileType(type);
    return { profile };
  } catch {
    return { profile: null };
  }
}
