import { nameAgentBodySchema, representationOverviewSchema } from "@lineup/shared";
import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { limitHook } from "@api/lib/rate-limits";
import { requireUser } from "@api/identity";
import { nameAgent } from "./invitation-service";
import { answerRequest, endRepresentation } from "./representation-service";
import { representationOverview } from "./representation-view";

const tags = ["representation"];
const done = z.object({ data: z.object({ ok: z.literal(true) }) });
const params = z.object({ id: z.uuid() });

/** Representation both sides agree to (docs/decisions/0065): requests in and out, and the link. */
export function representationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    // Naming an agent may e-mail someone: it shares the invitations' per-sender limit.
    const perSender = limitHook(app, [
      {
        limit: ctx.rateLimits.invitations.sender,
        key: (request) => `invite:sender:${request.user?.id ?? request.ip}`,
      },
    ]);

    app.get(
      "/api/representation",
      {
        schema: {
          tags,
          summary: "My representation requests in and out, my agent or my athletes",
          response: { 200: z.object({ data: representationOverviewSchema }) },
        },
        preHandler: auth,
      },
      async (request) => ({ data: await representationOverview(ctx.db, request.user!) }),
    );

    app.post(
      "/api/representation",
      {
        schema: {
          tags,
          summary: "An athlete names an agent: a request the agent accepts or declines",
          body: nameAgentBodySchema,
          response: { 200: done },
        },
        preHandler: [auth, perSender],
      },
      async (request) => {
        const user = request.user!;
        if (user.role !== "athlete") {
          throw new AppError(ERROR_CODES.forbidden, MESSAGES.onlyAthletesNameAgents);
        }
        if (request.body.agentEmail !== user.email) {
          await ctx.db.transaction((tx) => nameAgent(ctx, tx, user, request.body.agentEmail));
          ctx.outbox.nudge();
        }
        return { data: { ok: true as const } };
      },
    );

    for (const answer of ["accept", "decline"] as const) {
      app.post(
        `/api/representation/:id/${answer}`,
        {
          schema: {
            tags,
            summary: `${answer === "accept" ? "Accept" : "Decline"} a request made to me`,
            params,
            response: { 200: done },
          },
          preHandler: auth,
        },
        async (request) => {
          await answerRequest(ctx, request.user!, request.params.id, answer);
          return { data: { ok: true as const } };
        },
      );
    }

    app.delete(
      "/api/representation/:id",
      {
        schema: {
          tags,
          summary: "End a representation, or withdraw my request still waiting",
          params,
          response: { 200: done },
        },
        preHandler: auth,
      },
      async (request) => {
        await endRepresentation(ctx, request.user!, request.params.id);
        return { data: { ok: true as const } };
      },
    );
  };
}
