import { z } from "zod";
import * as MESSAGES from "../messages";
import { ACCOUNT_ROLES, ACCOUNT_STATUSES, USER_ROLES } from "../roles";
import { COMPETITION_LEVELS } from "../choices";
import { emailField, nameField, passwordField, tokenField } from "./fields";
import { mediaItemSchema, ONBOARDING_STEPS } from "./profile";
import { minorDetailsSchema } from "./guardian";
import { INVITATION_STATES } from "./invitations";
import { multiLineText, singleLineText } from "./text-rules";
import {
  AUDIT_ACTIONS,
  BULK_SKIP_REASONS,
  ONBOARDING_PROGRESS,
  OPERATOR_DECISIONS,
  OPERATOR_LIMITS,
  OPERATOR_SORTS,
  type OperatorDecision,
} from "../operator-rules";

/**
 * The operator console's contracts (DESIGN.md "The marketplace behind the door", issue 22,
 * docs/decisions/0079). Every call answers 404 to anyone but an operator whose session passed
 * the second factor.
 */

const page = z.coerce
  .number({ error: "page must be a number" })
  .int("page must be a whole number")
  .min(1, "page must be at least 1")
  .max(100_000, "page is too large")
  .default(1);

/** GET /api/operator/accounts query (the waiting list; operators are not listed here). */
export const operatorAccountsQuerySchema = z.strictObject({
  status: z.enum(ACCOUNT_STATUSES).optional(),
  role: z.enum(USER_ROLES).optional(),
  /** A US state code as the cities list has it ("TX"); matches an account's city or hometown. */
  state: singleLineText().trim().toUpperCase().min(2).max(2).optional(),
  /** A sport id (GET /api/sports); athletes only. */
  sport: z.coerce.number().int().positive().optional(),
  /** Text in the name, business name or e-mail. */
  q: singleLineText().trim().max(OPERATOR_LIMITS.queryMaxLength).optional(),
  page,
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int()
    .min(1)
    .max(OPERATOR_LIMITS.pageSizeMax)
    .default(OPERATOR_LIMITS.pageSizeDefault),
  sort: z.enum(OPERATOR_SORTS).default("newest"),
});
export type OperatorAccountsQuery = z.input<typeof operatorAccountsQuerySchema>;

const city = z.object({ id: z.number().int(), name: z.string(), state: z.string() });
const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * An athlete's age and guardian for operators (issue 25): whether a minor now (null: no date of
 * birth given), the date of birth, and where the guardian's consent stands. Optional: other roles
 * and older answers have none.
 */
/** One row of the waiting list. */
export const operatorAccountItemSchema = z.object({
  id: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** The person's name, or the business name for a business. */
  name: z.string(),
  email: z.string(),
  /** The athlete's hometown, the business's or individual's location. */
  city: city.nullable(),
  /** Athletes only. */
  sport: named.nullable(),
  /** Businesses only. */
  businessType: named.nullable(),
  progress: z.enum(ONBOARDING_PROGRESS),
  signedUpAt: z.string(),
  /**
   * Athletes with a profile: the date of birth, whether a minor now and the guardian's consent
   * (issue 25); null for everyone else. The server always sends it.
   */
  minor: minorDetailsSchema.nullable().optional(),
});
export type OperatorAccountItem = z.infer<typeof operatorAccountItemSchema>;

export const operatorAccountListSchema = z.object({
  list: z.array(operatorAccountItemSchema),
  total: z.number().int(),
});
export type OperatorAccountList = z.infer<typeof operatorAccountListSchema>;

/**
 * The profile as the person entered it. Services carry their names only: a price is shown to its
 * owner alone (DESIGN.md "Service prices are private").
 */
export const operatorProfileSchema = z.object({
  id: z.string(),
  type: z.enum(["Athlete", "Individual", "Business"]),
  nextStep: z.enum(ONBOARDING_STEPS),
  bio: z.string().nullable(),
  avatar: mediaItemSchema.nullable(),
  photos: z.array(mediaItemSchema),
  videos: z.array(mediaItemSchema),
  website: z.string().nullable(),
  /** Athlete: the hometown; business and individual: the location. */
  city: city.nullable(),
  athlete: z
    .object({
      sport: named,
      team: z.string().nullable(),
      roles: z.array(named),
      activities: z.array(named),
      education: z.enum(COMPETITION_LEVELS),
      class: z.number().int().nullable(),
      statistics: z.string().nullable(),
      gender: z.enum(["Male", "Female"]).nullable(),
      agentEmail: z.string().nullable(),
      socials: z.record(z.string(), z.string()),
      services: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
  business: z
    .object({ businessType: named, marketingTactics: z.array(named), goals: z.array(named) })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

const party = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** GET /api/operator/accounts/{id}: never a password hash, token, session or TOTP secret. */
export const operatorAccountDetailSchema = z.object({
  id: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  statusMessage: z.string().nullable(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  businessName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  progress: z.enum(ONBOARDING_PROGRESS),
  signedUpAt: z.string(),
  registrationCompletedAt: z.string().nullable(),
  /** Whether the person has a second factor on (never the secret). */
  secondFactor: z.boolean(),
  profile: operatorProfileSchema.nullable(),
  /** As in the waiting list: an athlete's date of birth, minor status and guardian's consent. */
  minor: minorDetailsSchema.nullable().optional(),
  representation: z.object({
    /** Accepted links: the athlete's agent, or the agent's athletes. */
    current: z.array(party.extend({ since: z.string() })),
    /** Requests not yet answered, either way. */
    pending: z.array(
      party.extend({ requestedBy: z.enum(["athlete", "agent"]), sentAt: z.string() }),
    ),
  }),
  /** Invitations this person sent, and the one they joined through. */
  invitations: z.object({
    sent: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        state: z.enum(INVITATION_STATES),
        sentAt: z.string(),
      }),
    ),
    joinedThrough: z.object({ id: z.string(), inviter: party }).nullable(),
  }),
});
export type OperatorAccountDetail = z.infer<typeof operatorAccountDetailSchema>;

export const operatorMessageField = multiLineText()
  .trim()
  .max(
    OPERATOR_LIMITS.messageMaxLength,
    `Must be at most ${OPERATOR_LIMITS.messageMaxLength} characters`,
  );

const decisionFields = {
  decision: z.enum(OPERATOR_DECISIONS),
  /** Required for request_changes and reject: the person reads it on their home and by e-mail. */
  message: operatorMessageField.optional(),
};

function requireMessage(
  body: { decision: OperatorDecision; message?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if ((body.decision === "request_changes" || body.decision === "reject") && !body.message) {
    ctx.addIssue({ code: "custom", path: ["message"], message: MESSAGES.operatorMessageRequired });
  }
}

/** POST /api/operator/accounts/{id}/decision */
export const operatorDecisionBodySchema = z
  .strictObject(decisionFields)
  .superRefine(requireMessage);
export type OperatorDecisionBody = z.input<typeof operatorDecisionBodySchema>;

/** Its answer: where the account stands now. */
export const operatorDecisionAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  statusMessage: z.string().nullable(),
});
export type OperatorDecisionAnswer = z.infer<typeof operatorDecisionAnswerSchema>;

/**
 * POST /api/operator/accounts/decisions: the same decision for up to 100 accounts by id. Each one
 * is decided on its own (conditional on its status); the answer says which were decided and why
 * the others were not.
 */
export const operatorBulkDecisionBodySchema = z
  .strictObject({
    ids: z
      .array(z.uuid())
      .min(1, "Choose at least one account")
      .max(OPERATOR_LIMITS.bulkMaxIds, `At most ${OPERATOR_LIMITS.bulkMaxIds} accounts at once`),
    ...decisionFields,
  })
  .superRefine(requireMessage);
export type OperatorBulkDecisionBody = z.input<typeof operatorBulkDecisionBodySchema>;

export const operatorBulkDecisionAnswerSchema = z.object({
  decided: z.array(operatorDecisionAnswerSchema),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(BULK_SKIP_REASONS) })),
});
export type OperatorBulkDecisionAnswer = z.infer<typeof operatorBulkDecisionAnswerSchema>;

const funnelCounts = z.object({
  signedUp: z.number().int(),
  confirmedEmail: z.number().int(),
  startedProfile: z.number().int(),
  finishedOnboarding: z.number().int(),
  approved: z.number().int(),
});
export type FunnelCounts = z.infer<typeof funnelCounts>;

/** GET /api/operator/funnel: each role's counts, each step a subset of the one before. */
export const operatorFunnelSchema = z.object({
  roles: z.array(z.object({ role: z.enum(USER_ROLES) }).extend(funnelCounts.shape)),
});
export type OperatorFunnel = z.infer<typeof operatorFunnelSchema>;

export const operatorAuditQuerySchema = z.strictObject({ page });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The operator who acted: as they were named then; id null when the system acted. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  /** To whom: an account (as named then) or an invited address. */
  target: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  message: z.string().nullable(),
  /** The status before and after, for decisions. */
  fromStatus: z.enum(ACCOUNT_STATUSES).nullable(),
  toStatus: z.enum(ACCOUNT_STATUSES).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/operator/audit?page=: newest first. */
export const operatorAuditListSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OperatorAuditList = z.infer<typeof operatorAuditListSchema>;

/** POST /api/operator/invitations: an operator invites another. */
export const operatorInviteBodySchema = z.strictObject({ email: emailField });
export type OperatorInviteBody = z.input<typeof operatorInviteBodySchema>;

export const operatorInvitationSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
});

/** POST /api/operator/invitations/accept: the link's token, a password and a name. */
export const operatorAcceptBodySchema = z.strictObject({
  token: tokenField,
  password: passwordField,
  firstName: nameField(MESSAGES.firstNameRequired),
  lastName: nameField(MESSAGES.lastNameRequired),
});
export type OperatorAcceptBody = z.input<typeof operatorAcceptBodySchema>;

/** The acceptance screen's form: the body without its token, which comes from the link. */
export const operatorAcceptFormSchema = operatorAcceptBodySchema.omit({ token: true });
export type OperatorAcceptForm = z.input<typeof operatorAcceptFormSchema>;

/** Its answer: the next step is always enrolling a second factor. */
export const operatorAcceptAnswerSchema = z.object({
  id: z.string(),
  email: z.string(),
  next: z.literal("enrol_second_factor"),
});

/** GET /api/operator/operators */
export const operatorSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  secondFactor: z.boolean(),
  since: z.string(),
  you: z.boolean(),
});
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;

export const operatorListSchema = z.object({
  list: z.array(operatorSummarySchema),
  /** Invitations sent and not yet used (nor expired). */
  invited: z.array(operatorInvitationSchema),
});
export type OperatorList = z.infer<typeof operatorListSchema>;
