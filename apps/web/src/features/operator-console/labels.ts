import type {
  AccountStatus,
  AuditAction,
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

export const PROGRESS_LABEL: Record<OnboardingProgress, string> = {
  signed_up: "Signed up",
  email_confirmed: "E-mail confirmed",
  profile_started: "Profile started",
  onboarding_finished: "Onboarding finished",
};

/** The decision as a button says it, and as the result line says it was done. */
export const DECISION_LABEL: Record<OperatorDecision, { act: string; done: string }> = {
  approve: { act: "Approve", done: "Approved" },
  request_changes: { act: "Request changes", done: "Asked for changes to" },
  reject: { act: "Reject", done: "Rejected" },
  suspend: { act: "Suspend", done: "Suspended" },
};

export const AUDIT_LABEL: Record<AuditAction, string> = {
  approve: "approved",
  reject: "rejected",
  request_changes: "requested changes from",
  suspend: "suspended",
  invite_operator: "invited as an operator",
  remove_operator: "removed the operator",
  operator_joined: "joined as an operator",
};

/** "3 accounts", "1 account". */
export const accounts = (count: number) => `${count} ${count === 1 ? "account" : "accounts"}`;

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export const dateOf = (iso: string) => DATE.format(new Date(iso));
export const dateTimeOf = (iso: string) => DATE_TIME.format(new Date(iso));
