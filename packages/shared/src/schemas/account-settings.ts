import { z } from "zod";
import * as MESSAGES from "../messages";
import { SUFFIXES } from "../choices";
import { OAUTH_PROVIDERS } from "../oauth-providers";
import { ACCOUNT_ROLES, ACCOUNT_STATUSES, PROFILE_TYPES, type AccountRole } from "../roles";
import { emailField, nameField, optionalNameField, passwordField, tokenField } from "./fields";
import { optionalPhoneField, phoneField } from "./phone-fields";
import { singleLineText } from "./text-rules";

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
/** A password being checked, not chosen: any non-empty text (the rules apply when choosing). */
const passwordToCheck = (required: string) =>
  z.string({ error: required }).min(1, required).max(1024);

/**
 * Settings → Personal details, with the sign-up rules and messages of the role: a business name
 * for a business, personal names for everyone else, and the phone required of an athlete. The
 * form checks all of it; PATCH /api/account checks the fields it is sent (`.partial()`).
 */
export function accountDetailsSchema(role: AccountRole) {
  const phoneNumber = role === "athlete" ? phoneField : optionalPhoneField;
  if (role === "business") {
    return z.strictObject({
      businessName: nameField(MESSAGES.businessNameRequired),
      phoneNumber,
    });
  }
  return z.strictObject({
    firstName: nameField(MESSAGES.firstNameRequired),
    lastName: nameField(MESSAGES.lastNameRequired),
    middleName: optionalNameField,
    suffix: z.preprocess(blankToUndefined, z.enum(SUFFIXES).optional()),
    phoneNumber,
  });
}
/** Every field the details form may hold, whatever the role. */
export type AccountDetailsInput = {
  firstName?: string;
  lastName?: string;
  middleName?: string;
  suffix?: string;
  businessName?: string;
  phoneNumber?: string;
};

const text = singleLineText().max(250).optional();
/**
 * PATCH /api/account as the route reads it before it knows the caller's role: the shape only
 * (strict, so an unknown field is refused). The role's `accountDetailsSchema` then checks the
 * values; a blank optional field clears it.
 */
export const accountDetailsBodySchema = z.strictObject({
  firstName: text,
  lastName: text,
  middleName: text,
  suffix: text,
  businessName: text,
  phoneNumber: text,
});

/** POST /api/account/password: the current password proves the person, the new one obeys the rules. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: passwordToCheck(MESSAGES.enterCurrentPassword),
  password: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Settings → Password: the body's fields and the new password typed twice. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * POST /api/account/email-change. The password is asked of an account that has one; an account
 * that signs in only through a provider proves itself by a recent provider sign-in instead.
 */
export const emailChangeBodySchema = z.strictObject({
  email: emailField,
  password: z.string().max(1024).optional(),
});
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** Settings → E-mail: the password is required of an account that has one. */
export function emailChangeFormSchema(hasPassword: boolean) {
  return z.strictObject({
    email: emailField,
    password: hasPassword ? passwordToCheck(MESSAGES.enterPassword) : z.string().optional(),
  });
}

/** POST /api/account/email-change/confirm: the token of the link e-mailed to the new address. */
export const confirmEmailChangeBodySchema = z.strictObject({
  token: tokenField,
});

/** DELETE /api/account: the password, or nothing from an account with a recent provider sign-in. */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string().max(1024).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** Settings → Delete account's confirmation dialog, for an account with a password. */
export const deleteAccountFormSchema = z.strictObject({
  password: passwordToCheck(MESSAGES.enterPassword),
});

/** GET and PATCH /api/account: what the settings screen shows; never a hash, token or secret. */
export const accountSettingsSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  profileType: z.enum(PROFILE_TYPES).nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  businessName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** false for an account made through Google or Facebook that never set a password. */
  hasPassword: z.boolean(),
  /** The providers the person signs in with. */
  providers: z.array(z.enum(OAUTH_PROVIDERS)),
  /** A new address waiting for its e-mailed link to be opened. */
  pendingEmail: z.string().nullable(),
  /** Until when this session counts as a fresh sign-in (the proof of a provider-only account). */
  recentSignInUntil: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** One stored file of the person's, with the address its bytes can be downloaded from. */
export const exportedMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(["avatar", "photo", "video"]),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type ExportedMedia = z.infer<typeof exportedMediaSchema>;

/** GET /api/account/export's account part: the person's own record, without any secret. */
export const exportedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmedAt: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  profileType: z.enum(PROFILE_TYPES).nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  statusMessage: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  businessName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  registrationCompletedAt: z.string().nullable(),
});
