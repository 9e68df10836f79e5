import { ROUTES, type AnyProfile, type MyProfile } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { useProfileStore } from "../stores/profile-store";
import { isSignedOut, loginRedirect, redirectTo } from "./login-redirect";
import { onboardingPath } from "./onboarding-steps";
import { profileApi } from "./profile-api";

export type ProfileEditorData = { my: MyProfile; profile: AnyProfile };

/**
 * /home/profile (decision 0076): the signed-in person's own profile, whole, for the editor. A
 * visitor goes to login and comes back; an agent (whose name is all they entered) to Settings;
 * a person without a profile yet to the onboarding step they owe.
 */
export async function profileEditorLoader({
  request,
}: LoaderFunctionArgs): Promise<ProfileEditorData | Response> {
  try {
    const my = await profileApi.myProfile();
    if (my.account.role === "agent") return redirectTo(ROUTES.settings);
    if (!my.profile) return redirectTo(onboardingPath(my));
    const store = useProfileStore.getState();
    store.setProfileId(my.profile.id);
    const saved = await profileApi.privateProfile(my.profile.id, request.signal);
    store.setProfileType(saved.type);
    return { my, profile: saved.profile };
  } catch (error) {
    if (isSignedOut(error)) return loginRedirect(request);
    throw error;
  }
}
