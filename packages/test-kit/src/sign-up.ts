// Who the harnesses sign up as: one password that meets the rules, one person, one business, and
// the sign-up body of each role built the way the join screens build it (packages/shared).
import {
  joinFormSchema,
  toLocalSignUpBody,
  type LocalSignUpBody,
  type UserRole,
} from "@lineup/shared";

export const TEST_PASSWORD = "Blue-Harbor-Sprint-42";

/** What a person types into a join form (the phone as typed; the API stores it as E.164). */
export const TEST_PERSON = {
  firstName: "Jordan",
  lastName: "Mitchell",
  businessName: "Summit Sports Co",
  phoneNumber: "(201) 555-0123",
} as const;

let counter = 0;
/** An address no other run, process or call has used, e.g. `athlete.4242.mf3k2a.7@example.com`. */
export function freshEmail(label = "user"): string {
  counter++;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * POST /api/auth/local/signUp for this role, made as the join screen makes it: the role's join form
 * filled in and validated by its schema, then turned into a body. `overrides` replace fields as
 * they are (a test of the API's own validation sends what the form would refuse).
 */
export function signUpBody(
  role: UserRole,
  email: string,
  overrides: Partial<LocalSignUpBody> = {},
): LocalSignUpBody {
  const form = joinFormSchema(role).parse({
    ...TEST_PERSON,
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    privacyPolicy: true,
  });
  return { ...toLocalSignUpBody(role, form), ...overrides };
}

/**
 * An adult's date of birth for athletes that tests create (issue 25): an athlete without one may
 * be a minor and is kept out of search, so every athlete that is to be found gives this.
 */
export const ADULT_DATE_OF_BIRTH = "1999-05-14";
