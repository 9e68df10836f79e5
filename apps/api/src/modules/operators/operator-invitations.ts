import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type OperatorList,
  type operatorAcceptBodySchema,
} from "@lineup/shared";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import {
  acceptOperatorInvitation,
  assertUncommonPassword,
  findUserByEmail,
  hasLiveOperatorInvitation,
  issueOperatorInvitation,
  listOperators,
  liveOperatorInvitations,
  removeOperator,
  startSession,
  type NewOperator,
  type SessionOrigin,
  type User,
} from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { enqueueEmail } from "@api/mail/outbox";
import { operatorInvitationEmail, operatorRemovedEmail } from "@api/mail/operator-templates";
import { recordAudit } from "./operator-audit";
import { operatorName } from "./operator-guard";

export const OPERATOR_INVITATION_KIND = "operator_invitation";

/** Queues one invitation to `email` with its audit row, inside the caller's transaction. */
async function sendInvitation(
  ctx: AppContext,
  tx: Db,
  email: string,
  by: User | null,
): Promise<Date> {
  const now = ctx.clock();
  const { token, expiresAt } = await issueOperatorInvitation(tx, email, now);
  const url = `${ctx.config.appUrl}${ROUTES.operatorAccept}?token=${token}`;
  await enqueueEmail(tx, OPERATOR_INVITATION_KIND, email, operatorInvitationEmail(url));
  await recordAudit(tx, now, [
    {
      action: "invite_operator",
      actor: by ? { id: by.id, name: operatorName(by) } : null,
      target: { id: null, name: email },
    },
  ]);
  return expiresAt;
}

/**
 * At start: each address of OPERATOR_EMAILS without an operator account gets an invitation,
 * unless one sent earlier still works (so a restart sends nothing new until it expires). A lock
 * held for the transaction keeps two servers starting at once from both sending.
 */
export async function inviteConfiguredOperators(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<number> {
  if (ctx.config.operatorEmails.length === 0) return 0;
  const sent = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lineup:operator-invitations'))`);
    let count = 0;
    for (const email of ctx.config.operatorEmails) {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (existing.role !== "operator") {
          log.warn("an OPERATOR_EMAILS address belongs to a non-operator account; not invited");
        }
        continue;
      }
      if (await hasLiveOperatorInvitation(tx, email, ctx.clock())) continue;
      await sendInvitation(ctx, tx, email, null);
      count++;
    }
    return count;
  });
  if (sent > 0) {
    ctx.outbox.nudge();
    log.info({ invitations: sent }, "operator invitations queued for OPERATOR_EMAILS");
  }
  return sent;
}

/** POST /api/operator/invitations: an operator invites an address that has no account. */
export async function inviteOperator(ctx: AppContext, operator: User, email: string) {
  const expiresAt = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      throw new AppError(
        ERROR_CODES.conflict,
        existing.role === "operator"
          ? MESSAGES.operatorAlreadyOperator
          : MESSAGES.operatorAddressTaken,
        {
          email:
            existing.role === "operator"
              ? MESSAGES.operatorAlreadyOperator
              : MESSAGES.operatorAddressTaken,
        },
      );
    }
    return sendInvitation(ctx, tx, email, operator);
  });
  ctx.outbox.nudge();
  return { email, expiresAt: expiresAt.toISOString() };
}

type AcceptBody = z.output<typeof operatorAcceptBodySchema>;

/**
 * POST /api/operator/invitations/accept: the operator account, confirmed, and a session that has
 * not proved a second factor, so the console stays closed to it: it can enrol one (setup,
 * enable), then sign in with a code.
 */
export async function acceptInvitation(
  ctx: AppContext,
  body: AcceptBody,
  origin: SessionOrigin,
): Promise<{ user: User; session: string }> {
  assertUncommonPassword(body.password);
  const passwordHash = await ctx.hasher.hash(body.password);
  const now = ctx.clock();
  const user = await ctx.db.transaction((tx) =>
    join(tx, body.token, { passwordHash, firstName: body.firstName, lastName: body.lastName }, now),
  );
  const { token } = await startSession(ctx.db, user.id, now, { origin });
  return { user, session: token };
}

/** The invitation used up, the operator account and its audit row, inside the caller's transaction. */
async function join(tx: Db, token: string, values: NewOperator, now: Date): Promise<User> {
  const joined = await acceptOperatorInvitation(tx, token, values, now);
  const self = { id: joined.id, name: operatorName(joined) };
  await recordAudit(tx, now, [{ action: "operator_joined", actor: self, target: self }]);
  return joined;
}

/**
 * An operator account made without an e-mail round trip, for the demo marketplace (decision
 * 0080): an invitation issued and accepted at once, through the acceptance's own path (one
 * transaction: the used invitation, the account, the audit row). No session is started.
 */
export async function admitOperator(
  ctx: AppContext,
  email: string,
  values: NewOperator,
): Promise<User> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { token } = await issueOperatorInvitation(tx, email, now);
    return join(tx, token, values, now);
  });
}

/** GET /api/operator/operators */
export async function operatorsOverview(ctx: AppContext, you: User): Promise<OperatorList> {
  const now = ctx.clock();
  const [operators, invited] = await Promise.all([
    listOperators(ctx.db),
    liveOperatorInvitations(ctx.db, now),
  ]);
  return {
    list: operators.map(({ user, factorEnabledAt }) => ({
      id: user.id,
      email: user.email,
      name: operatorName(user),
      secondFactor: factorEnabledAt !== null,
      since: user.createdAt.toISOString(),
      you: user.id === you.id,
    })),
    invited: invited.map((row) => ({ email: row.email, expiresAt: row.expiresAt.toISOString() })),
  };
}

/** DELETE /api/operator/operators/{id}: never the last operator. */
export async function removeOperatorAccount(ctx: AppContext, operator: User, id: string) {
  await ctx.db.transaction(async (tx) => {
    const removed = await removeOperator(tx, id);
    if (removed === "not_found") {
      throw new AppError(ERROR_CODES.notFound, MESSAGES.operatorAccountNotFound);
    }
    if (removed === "last_operator") {
      throw new AppError(ERROR_CODES.conflict, MESSAGES.operatorLastOperator);
    }
    await enqueueEmail(
      tx,
      "operator_removed",
      removed.email,
      operatorRemovedEmail(removed.firstName),
    );
    await recordAudit(tx, ctx.clock(), [
      {
        action: "remove_operator",
        actor: { id: operator.id, name: operatorName(operator) },
        target: { id: removed.id, name: operatorName(removed) },
      },
    ]);
  });
  ctx.outbox.nudge();
}
