import {
  DECISION_FROM,
  DECISION_TO,
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type OperatorBulkDecisionAnswer,
  type OperatorDecision,
  type OperatorDecisionAnswer,
} from "@lineup/shared";
import { and, inArray, ne } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { users } from "@api/db/schema";
import { decideAccountStatus, type User } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { enqueueEmail } from "@api/mail/outbox";
import {
  approvedEmail,
  changesRequestedEmail,
  rejectedEmail,
  suspendedEmail,
} from "@api/mail/operator-templates";
import type { RenderedEmail } from "@api/mail/layout";
import { assertApprovable } from "./approval-rules";
import { recordAudit } from "./operator-audit";
import { accountName, operatorName } from "./operator-guard";

/** The outbox kinds of the decision e-mails (identity/erase-account forgets them with the person). */
export const DECISION_EMAIL_KIND: Record<OperatorDecision, string> = {
  approve: "account_approved",
  request_changes: "account_changes_requested",
  reject: "account_rejected",
  suspend: "account_suspended",
};

function decisionEmail(
  ctx: AppContext,
  decision: OperatorDecision,
  user: User,
  message: string | null,
): RenderedEmail {
  const name = user.firstName ?? user.businessName;
  const appUrl = ctx.config.appUrl;
  if (decision === "approve") return approvedEmail(name, `${appUrl}${ROUTES.login}`);
  if (decision === "request_changes") {
    return changesRequestedEmail(name, message ?? "", `${appUrl}${ROUTES.myHome}`);
  }
  if (decision === "reject") return rejectedEmail(name, message ?? "");
  return suspendedEmail(name, message);
}

export interface DecisionInput {
  decision: OperatorDecision;
  message?: string | undefined;
}

/**
 * The same decision for each account: one conditional UPDATE for them all (an account whose
 * status has moved meanwhile is left alone), and for each account moved its e-mail and its audit
 * row, in the same transaction. Never the operator's own account.
 */
export async function decide(
  ctx: AppContext,
  operator: User,
  ids: string[],
  input: DecisionInput,
): Promise<OperatorBulkDecisionAnswer> {
  const unique = [...new Set(ids)];
  const others = unique.filter((id) => id !== operator.id);
  const message = input.decision === "approve" ? null : (input.message ?? null);
  const now = ctx.clock();
  if (input.decision === "approve") await assertApprovable(ctx.db, others);
  const decided = await ctx.db.transaction(async (tx) => {
    const moved = await decideAccountStatus(
      tx,
      others,
      DECISION_FROM[input.decision],
      DECISION_TO[input.decision],
      message,
    );
    for (const { user } of moved) {
      const email = decisionEmail(ctx, input.decision, user, message);
      await enqueueEmail(tx, DECISION_EMAIL_KIND[input.decision], user.email, email);
    }
    await recordAudit(
      tx,
      now,
      moved.map(({ user, from }) => ({
        action: input.decision,
        actor: { id: operator.id, name: operatorName(operator) },
        target: { id: user.id, name: accountName(user) },
        message,
        fromStatus: from,
        toStatus: user.status,
      })),
    );
    return moved.map(({ user }) => user);
  });
  if (decided.length > 0) ctx.outbox.nudge();
  const movedIds = new Set(decided.map((user) => user.id));
  const rest = others.filter((id) => !movedIds.has(id));
  const existing = new Set(await decidableIds(ctx.db, rest));
  return {
    decided: decided.map(answerOf),
    skipped: unique
      .filter((id) => !movedIds.has(id))
      .map((id) => ({
        id,
        reason:
          id === operator.id
            ? ("own_account" as const)
            : existing.has(id)
              ? ("status_changed" as const)
              : ("not_found" as const),
      })),
  };
}

/** POST /api/operator/accounts/{id}/decision: one account; the loser of a race gets 409. */
export async function decideOne(
  ctx: AppContext,
  operator: User,
  id: string,
  input: DecisionInput,
): Promise<OperatorDecisionAnswer> {
  if (id === operator.id) throw new AppError(ERROR_CODES.forbidden, MESSAGES.operatorOwnAccount);
  const { decided, skipped } = await decide(ctx, operator, [id], input);
  if (decided[0]) return decided[0];
  if (skipped[0]?.reason === "not_found") {
    throw new AppError(ERROR_CODES.notFound, MESSAGES.operatorAccountNotFound);
  }
  throw new AppError(ERROR_CODES.conflict, MESSAGES.operatorDecisionConflict);
}

const answerOf = (user: User): OperatorDecisionAnswer => ({
  id: user.id,
  status: user.status,
  statusMessage: user.statusMessage,
});

async function decidableIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.role, "operator")));
  return rows.map((row) => row.id);
}
