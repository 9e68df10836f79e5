import { ROUTES } from "@lineup/shared";
import { useCreateProfile } from "../../../lib/profile-session";
import { athleteApi } from "../athlete-api";
import { toAthleteCreateBody, type GetStartedFormValues } from "./get-started-schema";

/**
 * Creates the athlete profile (POST /api/profile/athlete/create) and moves on to the socials; a
 * profile that already exists continues where it stands. Other errors are the caller's to show.
 */
export function useCreateAthlete() {
  const create = useCreateProfile("Athlete", ROUTES.athleteAddSocials);
  return (values: GetStartedFormValues) =>
    create(() => athleteApi.create(toAthleteCreateBody(values)));
}
