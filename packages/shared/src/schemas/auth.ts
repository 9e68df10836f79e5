import { z } from "zod";
import * as MESSAGES from "../messages";
import { ACCOUNT_ROLES, ACCOUNT_STATUSES, PROFILE_TYPES } from "../roles";
import { emailField, passwordField, tokenField } from "./fields";
import { minorDetailsSchema } from "./guardian";
import { representationSchema } from "./invitations";
import { OAUTH_PROVIDERS } from "../oauth-providers";

/** POST /api/auth/local/signIn. Any non-empty password is checked; rules apply at sign-up. */
export const signInBodySchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, "Please enter your password").max(1024),
});
export type SignInBody = z.input<typeof signInBodySchema>;

/** POST /api/auth/oauth2/sign-in */
export const oauthSignInBodySchema = z.strictObject({
  provider: z.enum(OAUTH_PROVIDERS),
  oauthToken: tokenField,
});

/** Reset request, resend confirmation: just an address (spec: "Please enter email" when blank). */
export const emailOnlyBodySchema = z.strictObject({ email: emailField });
export type EmailOnlyBody = z.input<typeof emailOnlyBodySchema>;

/** PATCH /api/auth/restore-password */
export const restorePasswordBodySchema = z.strictObject({
  password: passwordField,
  code: tokenField,
});

/** POST /api/auth/confirm-email: the token of the e-mailed link. */
export const confirmEmailBodySchema = z.strictObject({ token: tokenField });

/** The set-new-password screen's form. */
export const newPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** What the API says about the signed-in account (sign-in, confirmation, OAuth sign-up). */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  profileType: z.enum(PROFILE_TYPES).nullable(),
  emailConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/profile/my: what the login routing of spec §2 and the signed-in home need. */
export const myProfileSchema = z.object({
  account: accountSchema.extend({
    status: z.enum(ACCOUNT_STATUSES),
    /** The operator's words when changes are requested or the account is rejected. */
    statusMessage: z.string().nullable(),
    /**
     * The registration was finished (the last onboarding step, an agent's "Finish Registration"):
     * an agent who has finished logs in to /home, not back to find-athlete (decision 0067).
     * Optional so older answers still read.
     */
    registrationCompleted: z.boolean().optional(),
  }),
  /** Set once a profile exists; `nextStep` is where its onboarding resumes ("done" when complete). */
  profile: z
    .object({ id: z.string(), nextStep: z.enum(["socials", "profile", "done"]) })
    .nullable(),
  profileType: z.enum(PROFILE_TYPES).nullable(),
  /** The caller's own profile photo (`/api/media/{id}`) for the header, null without one. */
  avatarUrl: z.string().nullable(),
  /** Agent ↔ athlete links; the server always sends it (empty for businesses and individuals). */
  representation: representationSchema.optional(),
  /**
   * An athlete's own date of birth and minor status (issue 25, decision 0088), so home can say
   * what is missing; null without an athlete profile. The server always sends it.
   */
  minor: minorDetailsSchema.nullable().optional(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** What the OAuth hand-off token knows before sign-up: pre-fill for the join form. */
export const oauthHandoffSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** true when a Lineup account already uses this identity: sign in instead of signing up. */
  accountExists: z.boolean(),
});
export type OAuthHandoff = z.infer<typeof oauthHandoffSchema>;

/** GET /api/auth/providers: which login buttons to show. */
export const providersSchema = z.object({ google: z.boolean(), facebook: z.boolean() });
export type Providers = z.infer<typeof providersSchema>;
