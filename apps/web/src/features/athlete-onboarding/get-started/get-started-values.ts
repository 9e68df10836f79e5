import type { AthleteProfile } from "@lineup/shared";
import type { GetStartedFormInput, SavedBirthAnswers } from "./get-started-schema";

/** The get-started form's blank values, apart from its zod schema (loaded lazily). */
export const EMPTY_GET_STARTED: GetStartedFormInput = {
  sport: null,
  education: "",
  class: null,
  team: "",
  hometown: null,
  statistics: "",
  roles: [],
  activities: [],
  gender: "",
  hasAgent: false,
  agentEmail: "",
  rolesAvailable: false,
  dateOfBirth: "",
  guardianEmail: "",
  dateRequired: true,
};

/**
 * The form filled with a saved profile's answers (a person who came back, or the editor). No
 * gender saved reads "Prefer not to say"; whether the sport has roles the screen asks again. The
 * date of birth and guardian come from GET /api/profile/my (`birth`), not the private profile.
 */
export function savedGetStarted(
  profile: AthleteProfile,
  birth: SavedBirthAnswers | null,
): GetStartedFormInput {
  return {
    sport: profile.sport,
    education: profile.education,
    class: profile.class,
    team: profile.team ?? "",
    hometown: profile.hometown,
    statistics: profile.statistics ?? "",
    roles: profile.roles,
    activities: profile.activities,
    gender: profile.gender ?? "Prefer not to say",
    hasAgent: profile.agentEmail !== null,
    agentEmail: profile.agentEmail ?? "",
    rolesAvailable: profile.roles.length > 0,
    dateOfBirth: birth?.dateOfBirth ?? "",
    guardianEmail: birth?.guardianEmail ?? "",
    // A date once given stays required; one never given is asked on /home too.
    dateRequired: Boolean(birth?.dateOfBirth),
  };
}
