import type { Account, AthleteProfile, MyProfile } from "@lineup/shared";
import type { MockReply } from "./mock-api";

export function athleteAccount(): Account {
  return {
    id: "acc-1",
    email: "kim@example.com",
    role: "athlete",
    profileType: "Athlete",
    emailConfirmed: true,
    firstName: "Kim",
    lastName: "Park",
    businessName: null,
  };
}

/** GET /api/profile/my for a signed-in athlete, with or without a profile. */
export function myAthlete(profile: MyProfile["profile"]): MockReply {
  return {
    body: { data: { account: athleteAccount(), profile, profileType: "Athlete" } },
  };
}

export function athleteProfile(overrides: Partial<AthleteProfile> = {}): AthleteProfile {
  return {
    id: "ath-1",
    type: "Athlete",
    nextStep: "profile",
    bio: null,
    avatar: null,
    photos: [],
    videos: [],
    services: [],
    sport: { id: 1, name: "Soccer" },
    team: null,
    hometown: { id: 10, name: "Austin", state: "Texas" },
    roles: [],
    activities: [{ id: 20, name: "Fishing" }],
    education: "Professional",
    class: null,
    statistics: null,
    gender: null,
    agentEmail: null,
    socials: {},
    ...overrides,
  };
}

/** GET /api/profile/private/{id} for the owner. */
export function privateProfile(profile: AthleteProfile = athleteProfile()): MockReply {
  return { body: { data: { type: "Athlete", profile } } };
}
