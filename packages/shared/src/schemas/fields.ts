import { z } from "zod";
import { LIMITS } from "../limits";
import * as MESSAGES from "../messages";
import { normalizeWebsite } from "../website";
import { multiLineText, singleLineText } from "./text-rules";

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

/** A website (spec §5): https:// is added in front of a bare address; blank means none. */
export const websiteField = singleLineText()
  .max(300, MESSAGES.invalidWebsite)
  .optional()
  .transform((value) => (value ? normalizeWebsite(value) : undefined))
  .refine((value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return url.hostname.includes(".");
    } catch {
      return false;
    }
  }, MESSAGES.invalidWebsite);

export const bioField = multiLineText({ error: MESSAGES.bioRequired })
  .trim()
  .min(1, MESSAGES.bioRequired)
  .min(3, MESSAGES.bioMin)
  .max(LIMITS.bioMaxLength, `Bio must be at most ${LIMITS.bioMaxLength} characters`);
