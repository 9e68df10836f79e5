import type {
  AccountStatus,
  AuditAction,
  InvitationState,
  OnboardingProgress,
  OperatorDecision,
  UserRole,
} from "@lineup/shared";

/** How the console names what the API sends as codes. */
export const STATUS_LABEL: Record<AccountStatus, string> = {
  pending: "Waiting",
  changes_requested: "Changes requested",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

/** A status's badge colours: readable on white (contrast ≥ 4.5:1). */
export const STATUS_BADGE: Record<AccountStatus, string> = {
  pending: "bg-sky-100 text-sky-900",
  changes_requested: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-zinc-200 text-zinc-900",
  suspended: "bg-red-100 text-red-900",
};

export const ROLE_LABEL: Record<UserRole, string> = {
  athlete: "Athlete",
  business: "Business",
  individual: "Individual",
  agent: "Agent",
};

export const ROLE_PLURAL: Record<UserRole, string> = {
  athlete: "Athletes",
  business: "Businesses",
  individual: "Individuals",
  agent: "Agents",
};

export const PROGRESS_LABEL: Record<OnboardingProgress, string> = {
  signed_up: "Signed up",
  email_confirmed: "E-mail confirmed",
  profile_started: "Profile started",
  onboarding_finished: "Onboarding finished",
};

export const INVITATION_STATE_LABEL: Record<InvitationState, string> = {
  sent: "Sent, not joined yet",
  joined: "Joined",
  expired: "Expired",
  accepted: "Accepted",
  declined: "Declined",
  ended: "Representation ended",
};

/** The decision as a button says it, and as the result line says it was done. */
export const DECISION_LABEL: Record<OperatorDecision, { act: string; done: string }> = {
  approve: { act: "Approve", done: "Approved" },
  request_changes: { act: "Request changes", done: "Asked for changes to" },
  reject: { act: "Reject", done: "Rejected" },
  suspend: { act: "Suspend", done: "Suspended" },
};

/** The audit line's verb, before its target, and what follows the target. */
export const AUDIT_LABEL: Record<AuditAction, { verb: string; after?: string }> = {
  approve: { verb: "approved" },
  reject: { verb: "rejected" },
  request_changes: { verb: "requested changes from" },
  suspend: { verb: "suspended" },
  invite_operator: { verb: "invited", after: "to be an operator" },
  remove_operator: { verb: "removed the operator" },
  operator_joined: { verb: "joined as an operator" },
};

/** "3 accounts", "1 account". */
export const accounts = (count: number) => `${count} ${count === 1 ? "account" : "accounts"}`;

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export const dateOf = (iso: string) => DATE.format(new Date(iso));
export const dateTimeOf = (iso: string) => DATE_TIME.format(new Date(iso));
