import { ROUTES, type AthleteProfile, type RepresentationOverview } from "@lineup/shared";
import { savedBirthOf } from "@web/lib/minor-age";
import { profileApi } from "@web/lib/profile-api";
import type { LoaderFunctionArgs } from "react-router";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";
import { ensureProfileId, getStartedLoader as resumeLoader } from "@web/lib/profile-session";
import { useProfileStore } from "@web/stores/profile-store";
import { athleteApi } from "./athlete-api";

const resume = resumeLoader(ROUTES.athleteGetStarted, "Athlete");

export type GetStartedLoaderData = {
  invitedBy: RepresentationOverview["invitedBy"];
  /** The saved answers when the person came back to this step (decision 0076). */
  profile: AthleteProfile | null;
  /** The saved date of birth and guardian, beside a saved profile (issue 25). */
  birth: ReturnType<typeof savedBirthOf> | null;
};

/**
 * Get-started creates the profile, so a person who lands on it with one continues at the first
 * step it still owes instead (docs/decisions/0007 "Resuming"); one who came back to it inside the
 * app sees their saved answers (decision 0076). Alongside, the agent whose invitation this
 * account signed up through, from the server: on any device, after any clearing of storage
 * (docs/decisions/0066). A failed check leaves the question open, never blocks the form.
 */
export async function getStartedLoader({
  request,
}: LoaderFunctionArgs): Promise<Response | GetStartedLoaderData> {
  const [visit, invitedBy] = await Promise.all([
    resume(),
    athleteApi.invitedBy(request.signal).catch(() => null),
  ]);
  if (visit instanceof Response) return visit;
  if (!visit.profileId) return { invitedBy, profile: null, birth: null };
  const [profile, birth] = await Promise.all([
    athleteApi
      .privateProfile(visit.profileId, request.signal)
      .then((saved) => (saved.profile.type === "Athlete" ? saved.profile : null))
      .catch(() => null),
    profileApi
      .myProfile()
      .then(savedBirthOf)
      .catch(() => null),
  ]);
  return { invitedBy, profile, birth };
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
