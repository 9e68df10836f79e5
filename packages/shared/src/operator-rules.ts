import type { ACCOUNT_STATUSES } from "./roles";

/*
 * The operator console's rules and lists, apart from its zod schemas (schemas/operator.ts), so
 * the console's screens can use them without downloading zod (docs/decisions/0051).
 */

export const OPERATOR_LIMITS = {
  /** Accounts per page of GET /api/operator/accounts. */
  pageSizeDefault: 25,
  pageSizeMax: 100,
  /** Accounts per bulk decision call: 1,000 accounts are ten calls. */
  bulkMaxIds: 100,
  /** An operator's message to the person (request changes, reject, suspend). */
  messageMaxLength: 2000,
  auditPageSize: 50,
  queryMaxLength: 100,
} as const;

/** How far a person got, in the funnel's order. */
export const ONBOARDING_PROGRESS = [
  "signed_up",
  "email_confirmed",
  "profile_started",
  "onboarding_finished",
] as const;
export type OnboardingProgress = (typeof ONBOARDING_PROGRESS)[number];

export const OPERATOR_SORTS = ["newest", "oldest"] as const;

export const OPERATOR_DECISIONS = ["approve", "reject", "request_changes", "suspend"] as const;
export type OperatorDecision = (typeof OPERATOR_DECISIONS)[number];

/**
 * Which statuses each decision may be taken from; the UPDATE is conditional on them. From the
 * waiting list (`pending`) every decision leads where no other decision applies, so of two
 * operators deciding at once exactly one wins. A `changes_requested` account comes back through
 * the person's resubmission; `rejected` is final; approving a `suspended` account reinstates it.
 */
export const DECISION_FROM: Record<OperatorDecision, readonly (typeof ACCOUNT_STATUSES)[number][]> =
  {
    approve: ["pending", "suspended"],
    request_changes: ["pending"],
    reject: ["pending"],
    suspend: ["approved"],
  };

export const DECISION_TO = {
  approve: "approved",
  reject: "rejected",
  request_changes: "changes_requested",
  suspend: "suspended",
} as const satisfies Record<OperatorDecision, (typeof ACCOUNT_STATUSES)[number]>;

export const BULK_SKIP_REASONS = ["not_found", "own_account", "status_changed"] as const;

export const FUNNEL_STEPS = [
  "signedUp",
  "confirmedEmail",
  "startedProfile",
  "finishedOnboarding",
  "approved",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const AUDIT_ACTIONS = [
  "approve",
  "reject",
  "request_changes",
  "suspend",
  "invite_operator",
  "remove_operator",
  "operator_joined",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
