import {
  BULK_SKIP_REASONS,
  DECISION_FROM,
  OPERATOR_DECISIONS,
  type AccountStatus,
  type OperatorBulkDecisionAnswer,
  type OperatorDecision,
} from "@lineup/shared";
import { useId } from "react";
import { DecisionForm, type DecisionValues } from "./decision-form";
import { DECISION_LABEL, accounts } from "./labels";

const SKIP_LABEL: Record<(typeof BULK_SKIP_REASONS)[number], string> = {
  not_found: "no longer exist",
  own_account: "are your own",
  status_changed: "no longer stand where this decision applies",
};

/** "Approved 24 accounts. 1 was skipped: it no longer stands where this decision applies." */
export function bulkOutcome(
  decision: OperatorDecision,
  answer: OperatorBulkDecisionAnswer,
): string {
  const done = `${DECISION_LABEL[decision].done} ${accounts(answer.decided.length)}.`;
  const reasons = BULK_SKIP_REASONS.map((reason) => ({
    reason,
    count: answer.skipped.filter((skip) => skip.reason === reason).length,
  })).filter(({ count }) => count > 0);
  if (reasons.length === 0) return done;
  const skipped = reasons.map(({ reason, count }) => `${count} ${SKIP_LABEL[reason]}`).join("; ");
  return `${done} Not decided: ${skipped}.`;
}

/** Decisions that apply to at least one of the selected accounts' statuses. */
export function choicesFor(statuses: readonly AccountStatus[]): OperatorDecision[] {
  return OPERATOR_DECISIONS.filter((decision) =>
    statuses.some((status) => DECISION_FROM[decision].includes(status)),
  );
}

type BulkDecisionProps = {
  statuses: readonly AccountStatus[];
  count: number;
  onDecide: (values: DecisionValues) => Promise<void>;
};

/** The same decision for every selected account of the page (POST /api/operator/accounts/decisions). */
export function BulkDecision({ statuses, count, onDecide }: BulkDecisionProps) {
  const titleId = useId();
  const choices = choicesFor(statuses);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border-2 border-accent-600 bg-accent-50 p-4 shadow-sm"
    >
      <h2 id={titleId} className="font-bold text-zinc-950">
        Decide on {accounts(count)}
      </h2>
      {choices.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-700">
          No decision applies to the selected accounts: a rejection is final, and an account whose
          changes were requested comes back when the person resubmits.
        </p>
      ) : (
        <div className="mt-3">
          <DecisionForm
            key={choices.join()}
            choices={choices}
            subject={accounts(count)}
            onDecide={onDecide}
          />
        </div>
      )}
    </section>
  );
}
