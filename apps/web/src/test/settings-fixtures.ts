import type { AccountSettings, UserRole } from "@lineup/shared";
import type { MockReply } from "./mock-api";

/** GET /api/account for a person of this role (a business has a business name instead of names). */
export function accountSettings(
  role: UserRole = "athlete",
  overrides: Partial<AccountSettings> = {},
): AccountSettings {
  const business = role === "business";
  return {
    id: "user-1",
    email: "robin@example.com",
    role,
    profileType:
      role === "agent"
        ? null
        : business
          ? "Business"
          : role === "athlete"
            ? "Athlete"
            : "Individual",
    firstName: business ? null : "Robin",
    middleName: null,
    lastName: business ? null : "Hale",
    suffix: null,
    businessName: business ? "Harbor Gym" : null,
    phoneNumber: "+12015550123",
    hasPassword: true,
    providers: [],
    pendingEmail: null,
    recentSignInUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export const settingsReply = (account: AccountSettings): MockReply => ({ body: { data: account } });
