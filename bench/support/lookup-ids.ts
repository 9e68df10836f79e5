// Real ids from the seeded lookups (the test kit's), and the athlete-create body made of them.
import {
  ADULT_DATE_OF_BIRTH,
  athleteLookups,
  getFrom,
  type AthleteLookups,
} from "@lineup/test-kit";

export type LookupIds = AthleteLookups;

export const lookupIds = (base: string): Promise<LookupIds> => athleteLookups(getFrom(base));

/** The body of the athlete-create screen, filled as a person would. */
export function athleteCreateBody(ids: LookupIds) {
  return {
    sport: ids.sport,
    team: "Wildcats",
    hometown: ids.hometown,
    roles: [ids.role],
    activities: [ids.activity],
    education: "College",
    dateOfBirth: ADULT_DATE_OF_BIRTH,
    class: 2027,
    statistics: "https://stats.example.com/jordan",
    services: [],
    gender: "Female",
  };
}
