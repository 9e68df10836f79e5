import type {
  Account,
  BusinessProfile,
  IndividualProfile,
  MyProfile,
  Representation,
  UserRole,
} from "@lineup/shared";
import type { MockReply } from "./mock-api";

const PROFILE_TYPE = {
  athlete: "Athlete",
  business: "Business",
  individual: "Individual",
  agent: null,
} as const;

export function account(role: UserRole, overrides: Partial<Account> = {}): Account {
  return {
    id: `acc-${role}`,
    email: `${role}@example.com`,
    role,
    profileType: PROFILE_TYPE[role],
    emailConfirmed: true,
    firstName: role === "business" ? null : "Robin",
    lastName: role === "business" ? null : "Hale",
    businessName: role === "business" ? "Hale Sports" : null,
    ...overrides,
  };
}

/** A new account's standing: on the waiting list, no operator message. */
export const PENDING = { status: "pending", statusMessage: null } as const;

/** GET /api/profile/my for a signed-in person of `role`. */
export function myProfile(
  role: UserRole,
  profile: MyProfile["profile"] = null,
  representation: Representation = { athletes: [], agent: null },
  standing: Pick<MyProfile["account"], "status" | "statusMessage"> = PENDING,
  avatarUrl: string | null = null,
): MockReply {
  return {
    body: {
      data: {
        account: { ...account(role), ...standing },
        profile,
        profileType: PROFILE_TYPE[role],
        avatarUrl,
        representation,
      } satisfies MyProfile,
    },
  };
}

export function businessProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    id: "biz-1",
    type: "Business",
    nextStep: "profile",
    bio: null,
    avatar: null,
    website: null,
    location: { id: 10, name: "Austin", state: "Texas" },
    businessType: { id: 50, name: "Sports Apparel" },
    marketingTactics: [{ id: 60, name: "Social Media Posts" }],
    goals: [{ id: 70, name: "Drive Sales" }],
    ...overrides,
  };
}

export function individualProfile(overrides: Partial<IndividualProfile> = {}): IndividualProfile {
  return {
    id: "ind-1",
    type: "Individual",
    nextStep: "profile",
    bio: null,
    avatar: null,
    website: null,
    location: { id: 10, name: "Austin", state: "Texas" },
    ...overrides,
  };
}

/** GET /api/profile/private/{id} for the owner. */
export function privateProfileOf(profile: BusinessProfile | IndividualProfile): MockReply {
  return { body: { data: { type: profile.type, profile } } };
}
