import {
  operatorAcceptAnswerSchema,
  operatorAcceptBodySchema,
  operatorInvitationSchema,
  operatorInviteBodySchema,
  operatorListSchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { originOf } from "@api/identity";
import { limitHooks } from "@api/lib/rate-limits";
import {
  acceptInvitation,
  inviteOperator,
  operatorsOverview,
  removeOperatorAccount,
} from "./operator-invitations";
import type { OperatorLimits } from "./operator-limits";

const tags = ["operator"];

/** Operators invite and remove operators (operators only). */
export function operatorTeamRoutes(
  ctx: AppContext,
  { reads, sends }: OperatorLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/operator/invitations",
      {
        schema: {
          tags,
          summary: "Invite an address to be an operator (e-mailed; works once, 24 h)",
          body: operatorInviteBodySchema,
          response: { 200: z.object({ data: operatorInvitationSchema }) },
        },
        preHandler: sends,
      },
      async (request) => ({
        data: await inviteOperator(ctx, request.user!, request.body.email),
      }),
    );

    app.get(
      "/api/operator/operators",
      {
        schema: {
          tags,
          summary: "Every operator, and the invitations still open",
          response: { 200: z.object({ data: operatorListSchema }) },
        },
        preHandler: reads,
      },
      async (request) => ({ data: await operatorsOverview(ctx, request.user!) }),
    );

    app.delete(
      "/api/operator/operators/:id",
      {
        schema: {
          tags,
          summary: "Remove an operator's account (never the last operator)",
          params: z.object({ id: z.uuid() }),
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) },
        },
        preHandler: sends,
      },
      async (request) => {
        await removeOperatorAccount(ctx, request.user!, request.params.id);
        return { data: { ok: true as const } };
      },
    );
  };
}

/**
 * POST /api/operator/invitations/accept: open to whoever holds the e-mailed token (it is the
 * only operator call without an operator session).
 */
export function operatorAcceptRoute(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/operator/invitations/accept",
      {
        schema: {
          tags,
          summary: "Accept an operator invitation: password and name; next, a second factor",
          body: operatorAcceptBodySchema,
          response: { 200: z.object({ data: operatorAcceptAnswerSchema }) },
        },
        preHandler: limitHooks(app, "operator-accept", ctx.rateLimits.tokenUse.ip),
      },
      async (request, reply) => {
        const { user, session } = await acceptInvitation(ctx, request.body, originOf(request));
        ctx.sessionCookie.write(reply, session);
        return {
          data: { id: user.id, email: user.email, next: "enrol_second_factor" as const },
        };
      },
    );
  };
}
