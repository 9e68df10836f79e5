import { ROUTES, type ProfileType } from "@lineup/shared";
import { useNavigate } from "react-router";
import { useProfileStore } from "../stores/profile-store";
import { hasEmailConfirmedFlag } from "./account-storage";
import { isApiRequestError } from "./api-client";
import { isFirstLanding } from "./first-landing";
import { isSignedOut, redirectTo } from "./login-redirect";
import { onboardingPath, resumePath } from "./onboarding-steps";
import { profileApi } from "./profile-api";

/**
 * Keeps a new profile's id, then reads its type (spec §4: "the profile type is fetched when the
 * id is set"). A failed read does not stop the flow: the screen knows what it just created.
 */
export async function rememberProfile(id: string, createdType: ProfileType): Promise<void> {
  const store = useProfileStore.getState();
  store.setProfileId(id);
  try {
    store.setProfileType((await profileApi.privateProfile(id)).type);
  } catch {
    store.setProfileType(createdType);
  }
}

/**
 * The profile id of `type`: the one this browser stored, or else the signed-in person's own from
 * GET /api/profile/my (a reload in another tab, a cleared store). Null when neither knows one;
 * the screens then log the spec's message on submit and do nothing (spec §8). Throws when nobody
 * is signed in (isSignedOut): the screen's loader sends the visitor to login.
 */
export async function ensureProfileId(type: ProfileType): Promise<string | null> {
  const store = useProfileStore.getState();
  if (store.profileId && (!store.profileType || store.profileType === type)) {
    return store.profileId;
  }
  try {
    const my = await profileApi.myProfile();
    if (!my.profile || (my.profileType && my.profileType !== type)) return null;
    store.setProfileId(my.profile.id);
    store.setProfileType(my.profileType ?? type);
    return my.profile.id;
  } catch (error) {
    if (isSignedOut(error)) throw error;
    return null;
  }
}

/** What a get-started loader answers when the form shows: the profile to fill it from, if any. */
export type GetStartedVisit = { profileId: string | null };

/**
 * The loader of a get-started screen, which creates the profile. Landing on it (a reload, a typed
 * address, a link) with a profile forwards to the first step that profile still owes
 * (docs/decisions/0007 "Resuming"); reaching it inside the app (a Back button, the browser's
 * Back) shows the saved answers instead, which saving updates (decision 0076). Another profile
 * type goes to its own get-started, an agent to find-athlete. Anyone else, signed in or not, sees
 * the empty form; a failed check never blocks it.
 */
export function getStartedLoader(ownPath: string, ownType: ProfileType) {
  return async function loader(): Promise<GetStartedVisit | Response> {
    // Sent here by the e-mailed link just now (the flag lasts until the screen's first render): a
    // new account has no profile to resume, and asking would hold the form back by a round trip
    // (docs/decisions/0042). Were there one, creating another answers 409 and resumes it.
    if (hasEmailConfirmedFlag()) return { profileId: null };
    try {
      const my = await profileApi.myProfile();
      const store = useProfileStore.getState();
      if (my.profile) store.setProfileId(my.profile.id);
      if (my.profileType) store.setProfileType(my.profileType);
      const own = my.profile && (my.profileType ?? ownType) === ownType ? my.profile.id : null;
      if (own && !isFirstLanding()) return { profileId: own };
      const target = onboardingPath(my);
      if (target === ownPath || target === ROUTES.signUp) return { profileId: own };
      return redirectTo(target);
    } catch {
      return { profileId: null };
    }
  };
}

/**
 * Creates a profile through `send` (a get-started screen's POST), keeps its id and type, and moves
 * on to `next`. A profile that already exists (409, e.g. created in another tab) continues where
 * it stands. Other errors are the caller's to show.
 */
export function useCreateProfile(type: ProfileType, next: string) {
  const navigate = useNavigate();

  return async function create(send: () => Promise<{ id: string }>): Promise<void> {
    try {
      const { id } = await send();
      await rememberProfile(id, type);
      await navigate(next);
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 409) throw error;
      const my = await profileApi.myProfile().catch(() => null);
      if (!my?.profile) throw error;
      await rememberProfile(my.profile.id, type);
      await navigate(resumePath(my.profileType, my.profile.nextStep), { replace: true });
    }
  };
}
