import type { GetStartedFormInput } from "./get-started-schema";

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
};
