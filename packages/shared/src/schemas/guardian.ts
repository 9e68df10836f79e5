import { z } from "zod";
import * as MESSAGES from "../messages";
import { GUARDIAN_CONSENT_STATES } from "../minor-rules";
import { OFFER_STATUSES } from "../offer-rules";
import { singleLineText } from "./text-rules";

/**
 * A minor's parent or guardian (issue 25, DESIGN.md "minors", decision 0088). The guardian has no
 * account: each e-mailed link carries a single-use token (stored hashed), and these are the
 * bodies and answers of its pages. No answer carries the athlete's date of birth, except to the
 * guardian it was sent to, nor a price.
 */

/** The name typed as a signature. */
export const guardianNameField = singleLineText({ error: MESSAGES.guardianNameRequired })
  .trim()
  .min(3, MESSAGES.guardianNameRequired)
  .max(120, "Use at most 120 characters");

/** POST /api/guardian/consent/{token}. */
export const guardianDecisionBodySchema = z.discriminatedUnion("decision", [
  z.strictObject({ decision: z.literal("consent"), guardianName: guardianNameField }),
  z.strictObject({ decision: z.literal("decline"), guardianName: guardianNameField.optional() }),
]);
export type GuardianDecisionBody = z.infer<typeof guardianDecisionBodySchema>;

/** What a guardian's page shows of the athlete: the public profile's preview, no contact. */
export const guardianAthletePreviewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  sport: z.string(),
  level: z.string(),
  team: z.string().nullable(),
  city: z.object({ name: z.string(), state: z.string() }),
  bio: z.string().nullable(),
  /** Names only: prices stay private, from guardians too. */
  services: z.array(z.object({ name: z.string() })),
  /** Shown to the guardian: they can say if it is wrong. */
  dateOfBirth: z.string(),
});
export type GuardianAthletePreview = z.infer<typeof guardianAthletePreviewSchema>;

/** GET /api/guardian/consent/{token}: the page's content. */
export const guardianConsentViewSchema = z.object({
  athlete: guardianAthletePreviewSchema,
  guardianEmail: z.string(),
  consentVersion: z.string(),
  state: z.enum(GUARDIAN_CONSENT_STATES),
});
export type GuardianConsentView = z.infer<typeof guardianConsentViewSchema>;

/**
 * The answer of a guardian's decision, a withdrawal and the athlete's resend: where consent
 * stands now, and the sentence the page shows.
 */
export const guardianStateAnswerSchema = z.object({
  state: z.enum(GUARDIAN_CONSENT_STATES),
  message: z.string(),
});
export type GuardianStateAnswer = z.infer<typeof guardianStateAnswerSchema>;

/** GET /api/guardian/withdraw/{token}: whose consent it is, and where it stands. */
export const guardianWithdrawViewSchema = z.object({
  athlete: z.object({ firstName: z.string(), lastName: z.string() }),
  state: z.enum(GUARDIAN_CONSENT_STATES),
});
export type GuardianWithdrawView = z.infer<typeof guardianWithdrawViewSchema>;

/** POST /api/guardian/withdraw/{token}: no body needed beyond an optional name. */
export const guardianWithdrawBodySchema = z.strictObject({
  guardianName: guardianNameField.optional(),
});

/** GET /api/guardian/offer/{token}: a minor's accepted offer waiting for the guardian. */
export const guardianOfferViewSchema = z.object({
  athlete: z.object({ firstName: z.string(), lastName: z.string() }),
  buyerName: z.string(),
  serviceName: z.string(),
  /** The agreed amount, in dollars: what the athlete accepted, not their minimum. */
  amount: z.number(),
  activityDate: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  /** Whether the guardian may still confirm or decline. */
  awaitingGuardian: z.boolean(),
  /** Whether the athlete has confirmed it themselves (both confirmations make it accepted). */
  athleteConfirmed: z.boolean(),
});
export type GuardianOfferView = z.infer<typeof guardianOfferViewSchema>;

/** POST /api/guardian/offer/{token}. */
export const guardianOfferDecisionBodySchema = z.strictObject({
  decision: z.enum(["confirm", "decline"]),
});
export type GuardianOfferDecisionBody = z.infer<typeof guardianOfferDecisionBodySchema>;

/** What the athlete's home shows (inside GET /api/profile/my's status; decision 0088). */
export const minorStatusSchema = z.object({
  /** Null: no date of birth given yet (registered before issue 25). */
  isMinor: z.boolean().nullable(),
  guardianEmail: z.string().nullable(),
  guardianConsent: z.enum(GUARDIAN_CONSENT_STATES),
});
export type MinorStatus = z.infer<typeof minorStatusSchema>;

/**
 * GET /api/profile/my's `minor` (the athlete's own) and the operator console's: the minor status
 * with the date of birth, which only the athlete, the guardian and operators see.
 */
export const minorDetailsSchema = minorStatusSchema.extend({
  dateOfBirth: z.string().nullable(),
});
export type MinorDetails = z.infer<typeof minorDetailsSchema>;
