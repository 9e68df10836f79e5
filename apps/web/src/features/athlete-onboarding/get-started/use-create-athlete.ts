import { ROUTES } from "@lineup/shared";
import { useNavigate } from "react-router";
import { isApiRequestError } from "../../../lib/api-client";
import { resumePath } from "../../../lib/onboarding-steps";
import { useProfileStore } from "../../../stores/profile-store";
import { athleteApi } from "../athlete-api";
import { toAthleteCreateBody, type GetStartedFormValues } from "./get-started-schema";

/** The profile type, read once the id is known (spec §4); a failure there does not stop the flow. */
async function rememberProfile(id: string) {
  const store = useProfileStore.getState();
  store.setProfileId(id);
  try {
    store.setProfileType((await athleteApi.privateProfile(id)).type);
  } catch {
    store.setProfileType("Athlete");
  }
}

/**
 * Creates the athlete profile (POST /api/profile/athlete/create), keeps its id and type, and
 * moves on to the socials. A profile that already exists (409, e.g. created in another tab)
 * continues where it stands. Other errors are the caller's to show.
 */
export function useCreateAthlete() {
  const navigate = useNavigate();

  return async function create(values: GetStartedFormValues): Promise<void> {
    try {
      const { id } = await athleteApi.create(toAthleteCreateBody(values));
      await rememberProfile(id);
      await navigate(ROUTES.athleteAddSocials);
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 409) throw error;
      const my = await athleteApi.myProfile().catch(() => null);
      if (!my?.profile) throw error;
      await rememberProfile(my.profile.id);
      await navigate(resumePath(my.profileType, my.profile.nextStep), { replace: true });
    }
  };
}
