import { z } from "zod";
import * as MESSAGES from "../messages";
import type { UserRole } from "../roles";
import { SUFFIXES } from "../choices";
import { emailField, nameField, optionalNameField, passwordField } from "./fields";
import { optionalPhoneField, phoneField } from "./phone-fields";

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * The join screen's form (spec §2 "Join screens", §5). `oauth` drops e-mail and password (the
 * provider vouches); business asks a business name instead of personal names; the phone is
 * required for an athlete's local sign-up.
 */
export function joinFormSchema(
  role: UserRole,
  options: { oauth?: boolean; askEmail?: boolean } = {},
) {
  const business = role === "business";
  const withPassword = !options.oauth;
  const phoneRequired = role === "athlete" && withPassword;
  return z
    .object({
      firstName: business ? z.string().optional() : nameField(MESSAGES.firstNameRequired),
      lastName: business ? z.string().optional() : nameField(MESSAGES.lastNameRequired),
      middleName: business ? z.string().optional() : optionalNameField,
      suffix: z.preprocess(blankToUndefined, z.enum(SUFFIXES).optional()),
      businessName: business ? nameField(MESSAGES.businessNameRequired) : z.string().optional(),
      email: withPassword || options.askEmail ? emailField : z.string().optional(),
      phoneNumber: phoneRequired ? phoneField : optionalPhoneField,
      password: withPassword ? passwordField : z.string().optional(),
      confirmPassword: z.string().optional(),
      privacyPolicy: z.boolean().refine((v) => v, MESSAGES.acceptPrivacyPolicy),
    })
    .superRefine((form, ctx) => {
      if (withPassword && form.password !== form.confirmPassword) {
        ctx.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: MESSAGES.passwordsDoNotMatch,
        });
      }
    });
}
export type JoinFormInput = z.input<ReturnType<typeof joinFormSchema>>;
export type JoinFormValues = z.output<ReturnType<typeof joinFormSchema>>;
