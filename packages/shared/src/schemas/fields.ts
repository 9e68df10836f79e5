import { z } from "zod";
import { LIMITS } from "../limits";
import * as MESSAGES from "../messages";
import { singleLineText } from "./text-rules";

/** Field schemas of spec §5, shared by every form and route that has the field. */

export const emailField = singleLineText({ error: MESSAGES.enterEmail })
  .trim()
  .min(1, MESSAGES.enterEmail)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/**
 * Spec §5 checks 6 with its own message and DESIGN.md requires 8 to 128: a 5-letter password reads
 * the spec's text, a 7-letter one the 8-character rule.
 */
export const passwordField = z
  .string({ error: MESSAGES.passwordMin6 })
  .min(6, MESSAGES.passwordMin6)
  .min(LIMITS.passwordMinLength, MESSAGES.passwordMin8)
  .max(LIMITS.passwordMaxLength, MESSAGES.passwordMax);

export const nameField = (required: string) =>
  singleLineText({ error: required })
    .trim()
    .min(1, required)
    .min(LIMITS.nameMinLength, MESSAGES.nameMin)
    .max(60, "Must be at most 60 characters");

/** Optional text: blank means absent; when given it must reach 3 characters. */
export const optionalNameField = singleLineText()
  .trim()
  .max(60, "Must be at most 60 characters")
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= LIMITS.nameMinLength, MESSAGES.nameMin);

/** A web link: http or https only (a `javascript:` link is refused), on one line. */
export const httpLinkField = singleLineText()
  .trim()
  .max(500, MESSAGES.invalidLink)
  .pipe(z.url({ protocol: /^https?$/, error: MESSAGES.invalidLink }));

/** A token or code of an e-mailed link or a provider hand-off: compared by its hash only. */
export const tokenField = singleLineText().min(16).max(200);
