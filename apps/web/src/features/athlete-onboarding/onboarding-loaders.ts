import type { AthleteProfile } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { resumePath } from "../../lib/onboarding-steps";
import { useProfileStore } from "../../stores/profile-store";
import { athleteApi } from "./athlete-api";

/**
 * The athlete's profile id: the one this browser stored, or else the signed-in person's own
 * from GET /api/profile/my (a reload in another tab, a cleared store). Null when neither knows
 * one; the screens then log "Athlete ID not passed" on submit (spec §8).
 */
export async function ensureProfileId(): Promise<string | null> {
  const store = useProfileStore.getState();
  if (store.profileId) return store.profileId;
  try {
    const my = await athleteApi.myProfile();
    if (!my.profile || (my.profileType && my.profileType !== "Athlete")) return null;
    store.setProfileId(my.profile.id);
    if (my.profileType) store.setProfileType(my.profileType);
    return my.profile.id;
  } catch {
    return null;
  }
}

/**
 * Get-started creates the profile, so a person who already has one continues at the first step
 * it still owes instead (docs/decisions/0007 "Resuming"). Anyone else, signed in or not, sees
 * the form; a failed check never blocks it.
 */
export async function getStartedLoader(): Promise<null | Response> {
  try {
    const my = await athleteApi.myProfile();
    if (!my.profile) return null;
    const store = useProfileStore.getState();
    store.setProfileId(my.profile.id);
    if (my.profileType) store.setProfileType(my.profileType);
    // What react-router's redirect() builds; importing that helper would add it to the shared
    // React chunk of every first load.
    return new Response(null, {
      status: 302,
      headers: { Location: resumePath(my.profileType, my.profile.nextStep) },
    });
  } catch {
    return null;
  }
}

export type OnboardingLoaderData = { profile: AthleteProfile | null };

/**
 * Socials and create-profile show what was saved before (a person coming back). Without a
 * profile id, or when the profile cannot be read, the screen starts empty.
 */
export async function savedProfileLoader({
  request,
}: LoaderFunctionArgs): Promise<OnboardingLoaderData> {
  const id = await ensureProfileId();
  if (!id) return { profile: null };
  try {
    const { type, profile } = await athleteApi.privateProfile(id, request.signal);
    useProfileStore.getState().setProfileType(type);
    return { profile };
  } catch {
    return { profile: null };
  }
}
