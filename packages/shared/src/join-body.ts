import { PROFILE_TYPE_OF_ROLE, type UserRole } from "./roles";
import type { JoinFormValues } from "./schemas/join-form";
import type { LocalSignUpBody } from "./schemas/sign-up";

/* Apart from the join schema, so the join screens can build a body without downloading zod. */

/** Who may sign up through an invitation: an agent named by an athlete, an athlete invited by an agent. */
export const INVITED_ROLES: ReadonlySet<UserRole> = new Set<UserRole>(["agent", "athlete"]);

/** The local sign-up body of a validated join form. */
export function toLocalSignUpBody(
  role: UserRole,
  form: JoinFormValues,
  inviteId?: string,
): LocalSignUpBody {
  return {
    email: form.email ?? "",
    password: form.password ?? "",
    ...(form.phoneNumber ? { phoneNumber: form.phoneNumber } : {}),
    ...personalOrBusiness(role, form),
    ...(PROFILE_TYPE_OF_ROLE[role] ? { profileType: PROFILE_TYPE_OF_ROLE[role] } : {}),
    ...(INVITED_ROLES.has(role) && inviteId ? { inviteId } : {}),
  };
}

export function personalOrBusiness(role: UserRole, form: JoinFormValues) {
  if (role === "business") return { businessName: form.businessName ?? "" };
  return {
    personalInfo: {
      firstName: form.firstName ?? "",
      lastName: form.lastName ?? "",
      ...(form.middleName ? { middleName: form.middleName } : {}),
      ...(form.suffix ? { suffix: form.suffix } : {}),
    },
  };
}
