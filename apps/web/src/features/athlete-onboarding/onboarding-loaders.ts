import { ROUTES, type AthleteProfile, type RepresentationOverview } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";
import { ensureProfileId, getStartedLoader as resumeLoader } from "@web/lib/profile-session";
import { useProfileStore } from "@web/stores/profile-store";
import { athleteApi } from "./athlete-api";

const resume = resumeLoader(ROUTES.athleteGetStarted);

export type GetStartedLoaderData = { invitedBy: RepresentationOverview["invitedBy"] };

/**
 * Get-started creates the profile, so a person who already has one continues at the first step
 * it still owes instead (docs/decisions/0007 "Resuming"). Alongside, the agent whose invitation
 * this account signed up through, from the server: on any device, after any clearing of storage
 * (docs/decisions/0066). A failed check leaves the question open, never blocks the form.
 */
export async function getStartedLoader({
  request,
}: LoaderFunctionArgs): Promise<Response | GetStartedLoaderData> {
  const [redirect, invitedBy] = await Promise.all([
    resume(),
    athleteApi.invitedBy(request.signal).catch(() => null),
  ]);
  return redirect ?? { invitedBy };
}

export type OnboardingLoaderData = { profile: AthleteProfile | null };

/**
 * Socials and create-profile show what was saved before (a person coming back). Without a
 * profile id, or when the profile cannot be read, the screen starts empty. A signed-out visitor
 * goes to login and comes back (a form whose Save cannot work is a dead end).
 */
export async function savedProfileLoader({
  request,
}: LoaderFunctionArgs): Promise<OnboardingLoaderData | Response> {
  try {
    const id = await ensureProfileId("Athlete");
    if (!id) return { profile: null };
    const { type, profile } = await athleteApi.privateProfile(id, request.signal);
    useProfileStore.getState().setProfileType(type);
    return { profile };
  } catch (error) {
    return isSignedOut(error) ? loginRedirect(request) : { profile: null };
  }
}
