import { z } from "zod";
import * as MESSAGES from "../messages";
import { PROFILE_TYPES, USER_ROLES, type ProfileType } from "../roles";
import { SUFFIXES } from "../choices";
import { emailField, nameField, optionalNameField, passwordField, tokenField } from "./fields";
import { optionalPhoneField } from "./phone-fields";

import { OAUTH_PROVIDERS } from "../oauth-providers";
import { singleLineText } from "./text-rules";

export const personalInfoSchema = z.strictObject({
  firstName: nameField(MESSAGES.firstNameRequired),
  lastName: nameField(MESSAGES.lastNameRequired),
  middleName: optionalNameField,
  suffix: z.enum(SUFFIXES).optional(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

const signUpCommon = {
  phoneNumber: optionalPhoneField,
  personalInfo: personalInfoSchema.optional(),
  businessName: nameField(MESSAGES.businessNameRequired).optional(),
  /** Athlete, Individual or Business; absent for an agent (spec §3). */
  profileType: z.enum(PROFILE_TYPES).optional(),
  /** The invitation signed up through: an athlete's invitation to an agent, or an agent's to an athlete. */
  inviteId: singleLineText().trim().min(1).max(200).optional(),
};

/** Who the body describes must match what it carries: business name, personal names, phone. */
function checkRoleFields(
  body: {
    profileType?: ProfileType | undefined;
    personalInfo?: unknown;
    businessName?: unknown;
    phoneNumber?: unknown;
    inviteId?: unknown;
  },
  ctx: z.RefinementCtx,
  requirePhoneForAthlete: boolean,
) {
  if (body.profileType === "Business") {
    if (!body.businessName)
      ctx.addIssue({
        code: "custom",
        path: ["businessName"],
        message: MESSAGES.businessNameRequired,
      });
  } else if (!body.personalInfo) {
    ctx.addIssue({
      code: "custom",
      path: ["personalInfo", "firstName"],
      message: MESSAGES.firstNameRequired,
    });
  }
  if (requirePhoneForAthlete && body.profileType === "Athlete" && !body.phoneNumber) {
    ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: MESSAGES.phoneRequired });
  }
  if (body.inviteId && body.profileType !== undefined && body.profileType !== "Athlete") {
    ctx.addIssue({
      code: "custom",
      path: ["inviteId"],
      message: "Only an agent or an athlete signs up with an invitation.",
    });
  }
}

/** POST /api/auth/local/signUp (spec §3 "Sign-up body (local)"). */
export const localSignUpBodySchema = z
  .strictObject({ email: emailField, password: passwordField, ...signUpCommon })
  .superRefine((body, ctx) => checkRoleFields(body, ctx, true));
export type LocalSignUpBody = z.input<typeof localSignUpBodySchema>;

/** POST /api/auth/oauth2/sign-up: no password; the e-mail only when the provider gave none. */
export const oauthSignUpBodySchema = z
  .strictObject({
    provider: z.enum(OAUTH_PROVIDERS),
    oauthToken: tokenField,
    email: emailField.optional(),
    ...signUpCommon,
  })
  .superRefine((body, ctx) => checkRoleFields(body, ctx, false));
export type OAuthSignUpBody = z.input<typeof oauthSignUpBodySchema>;

/**
 * The answer to POST /api/auth/local/signUp. `emailConfirmed` is true only when an athlete signed
 * up with the token of an agent's invitation e-mailed to this same address: the account is then
 * confirmed and signed in (a session cookie comes with it; docs/decisions/0077). Otherwise a
 * confirmation link is on its way.
 */
export const localSignUpAnswerSchema = z.object({
  email: z.string(),
  role: z.enum(USER_ROLES),
  emailConfirmed: z.boolean(),
});
export type LocalSignUpAnswer = z.infer<typeof localSignUpAnswerSchema>;
