import type { AnyProfile, MyProfile } from "@lineup/shared";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";
import { profileApi } from "@web/lib/profile-api";
import { personOf, setSignedIn } from "@web/stores/signed-in-store";
import { homeExtrasOf, type HomeExtras } from "./home-extras";

/**
 * /home needs a signed-in person: a visitor without a session goes to login, which brings them
 * back here afterwards (`?next=`, docs/decisions/0067). Other failures reach the error screen.
 */
export type MyHomeData = { my: MyProfile; profile: AnyProfile | null } & HomeExtras;

export async function myHomeLoader({
  request,
}: {
  request: Request;
}): Promise<MyHomeData | Response> {
  try {
    const my = await profileApi.myProfile();
    setSignedIn(personOf(my.account, my.avatarUrl));
    // The meter and preview need the whole profile; without it the status still shows.
    const [profile, extras] = await Promise.all([
      my.profile
        ? profileApi
            .privateProfile(my.profile.id)
            .then((answer) => answer.profile)
            .catch(() => null)
        : null,
      homeExtrasOf(my),
    ]);
    return { my, profile, ...extras };
  } catch (error) {
    if (!isSignedOut(error)) throw error;
    setSignedIn(null);
    return loginRedirect(request);
  }
}
