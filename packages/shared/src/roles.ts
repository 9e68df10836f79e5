import { ROUTES } from "./routes";

/** The four account kinds, plus the `login` pseudo-role used only for redirects (spec §3, §6). */
export const USER_ROLES = ["athlete", "individual", "agent", "business"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type StoredRole = UserRole | "login";

/**
 * Every role an account can have: the four sign-up roles and `operator`, which no sign-up and no
 * body ever sets (an operator joins through an operator invitation, docs/decisions/0079).
 */
export const ACCOUNT_ROLES = [...USER_ROLES, "operator"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

/**
 * Where an account stands with the operator (DESIGN.md "The marketplace behind the door"):
 * everyone starts on the waiting list (`pending`).
 */
export const ACCOUNT_STATUSES = [
  "pending",
  "approved",
  "changes_requested",
  "rejected",
  "suspended",
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Profile types as the API names them; agents have none. */
export const PROFILE_TYPES = ["Athlete", "Individual", "Business"] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  athlete: "Athlete",
  individual: "Individual",
  agent: "Agent",
  business: "Business",
};

export const JOIN_ROUTE: Record<UserRole, string> = {
  athlete: ROUTES.athleteJoin,
  individual: ROUTES.individualJoin,
  agent: ROUTES.agentJoin,
  business: ROUTES.businessJoin,
};

/** The first screen after a confirmed sign-up, by role (spec §2 "Redirect screens"). */
export const AFTER_CONFIRMATION_ROUTE: Record<UserRole, string> = {
  athlete: ROUTES.athleteGetStarted,
  individual: ROUTES.individualGetStarted,
  agent: ROUTES.agentFindAthlete,
  business: ROUTES.businessGetStarted,
};

/** Path prefix of each role's own sign-up section; its nav link hides inside it. */
export const SIGN_UP_SECTION_PREFIX: Record<UserRole, string> = {
  athlete: "/auth/sign-up/athlete",
  individual: "/auth/sign-up/individual",
  agent: "/auth/sign-up/agent",
  business: "/auth/sign-up/business",
};

export const PROFILE_TYPE_OF_ROLE: Record<UserRole, ProfileType | undefined> = {
  athlete: "Athlete",
  individual: "Individual",
  business: "Business",
  agent: undefined,
};

export function roleOfProfileType(profileType: ProfileType | undefined): UserRole {
  if (profileType === "Athlete") return "athlete";
  if (profileType === "Individual") return "individual";
  if (profileType === "Business") return "business";
  return "agent";
}
