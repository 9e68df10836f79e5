import {
  ERROR_CODES,
  MESSAGES,
  operatorAccountDetailSchema,
  operatorAccountListSchema,
  operatorAccountsQuerySchema,
  operatorAuditListSchema,
  operatorAuditQuerySchema,
  operatorBulkDecisionAnswerSchema,
  operatorBulkDecisionBodySchema,
  operatorDecisionAnswerSchema,
  operatorDecisionBodySchema,
  operatorFunnelSchema,
  OPERATOR_LIMITS,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { accountDetail } from "./account-detail";
import { decide, decideOne } from "./decisions";
import { auditPage } from "./operator-audit";
import type { OperatorLimits } from "./operator-limits";
import { funnel, listAccounts } from "./waiting-list";

const tags = ["operator"];
const idParams = z.object({ id: z.uuid() });

/** The waiting list, one account, decisions, the funnel and the audit log (operators only). */
export function operatorAccountRoutes(
  ctx: AppContext,
  { reads, decisions }: OperatorLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/operator/accounts",
      {
        schema: {
          tags,
          summary: "The waiting list: filter by status, role, state, sport and text; pages",
          querystring: operatorAccountsQuerySchema,
          response: { 200: z.object({ data: operatorAccountListSchema }) },
        },
        preHandler: reads,
      },
      async (request) => ({ data: await listAccounts(ctx.db, request.query, ctx.clock()) }),
    );

    app.get(
      "/api/operator/accounts/:id",
      {
        schema: {
          tags,
          summary: "One account with its whole profile, representation and invitations",
          params: idParams,
          response: { 200: z.object({ data: operatorAccountDetailSchema }) },
        },
        preHandler: reads,
      },
      async (request) => {
        const detail = await accountDetail(ctx.db, request.params.id, ctx.clock());
        if (!detail) throw new AppError(ERROR_CODES.notFound, MESSAGES.operatorAccountNotFound);
        return { data: detail };
      },
    );

    app.post(
      "/api/operator/accounts/:id/decision",
      {
        schema: {
          tags,
          summary: "Approve, request changes, reject or suspend; the person is e-mailed",
          params: idParams,
          body: operatorDecisionBodySchema,
          response: { 200: z.object({ data: operatorDecisionAnswerSchema }) },
        },
        preHandler: decisions,
      },
      async (request) => ({
        data: await decideOne(ctx, request.user!, request.params.id, request.body),
      }),
    );

    app.post(
      "/api/operator/accounts/decisions",
      {
        schema: {
          tags,
          summary: `One decision for up to ${OPERATOR_LIMITS.bulkMaxIds} accounts by id; each e-mailed`,
          body: operatorBulkDecisionBodySchema,
          response: { 200: z.object({ data: operatorBulkDecisionAnswerSchema }) },
        },
        preHandler: decisions,
      },
      async (request) => {
        const { ids, ...input } = request.body;
        return { data: await decide(ctx, request.user!, ids, input) };
      },
    );

    app.get(
      "/api/operator/funnel",
      {
        schema: {
          tags,
          summary: "Per role: signed up, confirmed e-mail, started profile, finished, approved",
          response: { 200: z.object({ data: operatorFunnelSchema }) },
        },
        preHandler: reads,
      },
      async () => ({ data: await funnel(ctx.db) }),
    );

    app.get(
      "/api/operator/audit",
      {
        schema: {
          tags,
          summary: "Every operator action, newest first (append-only)",
          querystring: operatorAuditQuerySchema,
          response: { 200: z.object({ data: operatorAuditListSchema }) },
        },
        preHandler: reads,
      },
      async (request) => {
        const { page } = request.query;
        const { list, total } = await auditPage(ctx.db, page);
        return { data: { list, total, page, pageSize: OPERATOR_LIMITS.auditPageSize } };
      },
    );
  };
}
