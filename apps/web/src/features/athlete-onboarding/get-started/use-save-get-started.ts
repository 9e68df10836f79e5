import { ROUTES } from "@lineup/shared";
import { useNavigate } from "react-router";
import { useCreateProfile } from "@web/lib/profile-session";
import { athleteApi } from "../athlete-api";
import type { GetStartedFormValues, SavedBirthAnswers } from "./get-started-schema";

/**
 * Saves the get-started answers: creates the athlete profile (POST /api/profile/athlete/create)
 * and moves on to the socials, a profile that already exists continuing where it stands; or, for
 * a saved profile (`savedId`: a person who came back, or the editor), updates it through PATCH
 * and goes to `next` (decision 0076). Errors are the caller's to show. The bodies' builders sit
 * with the schema, which the form's validation has loaded by now.
 */
export function useSaveGetStarted(
  savedId: string | null,
  savedBirth: SavedBirthAnswers | null,
  next: string = ROUTES.athleteAddSocials,
) {
  const create = useCreateProfile("Athlete", ROUTES.athleteAddSocials);
  const navigate = useNavigate();
  return async (values: GetStartedFormValues) => {
    const { toAthleteCreateBody, toAthleteUpdateBody } = await import("./get-started-schema");
    if (savedId) {
      await athleteApi.update(savedId, toAthleteUpdateBody(values, savedBirth ?? undefined));
      await navigate(next);
      return;
    }
    await create(() => athleteApi.create(toAthleteCreateBody(values)));
  };
}
