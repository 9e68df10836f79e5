import { ERROR_CODES, MESSAGES, sessionSummarySchema } from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { endOtherSessions, endSessionById, listSessions, requireUser } from "@api/identity";

const tags = ["sessions"];

/** The person's signed-in devices: list them, end one, or end all but this one. */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    // requireUser has just read a live session from this cookie.
    const token = (request: FastifyRequest) => ctx.sessionCookie.read(request)!;

    app.get(
      "/api/auth/sessions",
      {
        schema: {
          tags,
          summary: "The signed-in devices, most recently used first",
          response: { 200: z.object({ data: z.array(sessionSummarySchema) }) },
        },
        preHandler: auth,
      },
      async (request) => ({
        data: await listSessions(ctx.db, request.user!.id, token(request), ctx.clock()),
      }),
    );

    app.post(
      "/api/auth/sessions/end-others",
      {
        schema: {
          tags,
          summary: "Sign out everywhere else",
          response: { 200: z.object({ data: z.object({ ended: z.number().int() }) }) },
        },
        preHandler: auth,
      },
      async (request) => ({
        data: { ended: await endOtherSessions(ctx.db, request.user!.id, token(request)) },
      }),
    );

    app.delete(
      "/api/auth/sessions/:id",
      {
        schema: {
          tags,
          summary: "End one of your sessions (another person's id answers 404)",
          params: z.object({ id: z.string().max(64) }),
          response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) },
        },
        preHandler: auth,
      },
      async (request) => {
        if (!(await endSessionById(ctx.db, request.user!.id, request.params.id))) {
          throw new AppError(ERROR_CODES.notFound, MESSAGES.sessionAlreadyEnded);
        }
        return { data: { ok: true as const } };
      },
    );
  };
}
