import { ROUTES } from "@lineup/shared";
import { useCreateProfile } from "@web/lib/profile-session";
import { athleteApi } from "../athlete-api";
import type { GetStartedFormValues } from "./get-started-schema";

/**
 * Creates the athlete profile (POST /api/profile/athlete/create) and moves on to the socials; a
 * profile that already exists continues where it stands. Other errors are the caller's to show.
 * The body's builder sits with the schema, which the form's validation has loaded by now.
 */
export function useCreateAthlete() {
  const create = useCreateProfile("Athlete", ROUTES.athleteAddSocials);
  return (values: GetStartedFormValues) =>
    create(async () => {
      const { toAthleteCreateBody } = await import("./get-started-schema");
      return athleteApi.create(toAthleteCreateBody(values));
    });
}
