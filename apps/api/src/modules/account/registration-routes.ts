import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { users } from "@api/db/schema";
import { queueCongratulationEmail, requireUser } from "@api/identity";

/** The registration-success screen's promise: one congratulation e-mail per account. */
export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/account/registration-complete",
      {
        schema: {
          tags: ["account"],
          summary: "Mark registration complete and queue the congratulation e-mail (once)",
          response: { 200: z.object({ data: z.object({ emailQueued: z.boolean() }) }) },
        },
        preHandler: requireUser(ctx),
      },
      async (request) => {
        const user = request.user!;
        const queued = await ctx.db.transaction(async (tx) => {
          const [first] = await tx
            .update(users)
            .set({ registrationCompletedAt: ctx.clock() })
            .where(and(eq(users.id, user.id), isNull(users.registrationCompletedAt)))
            .returning();
          if (first) await queueCongratulationEmail(ctx, tx, first);
          return first !== undefined;
        });
        if (queued) ctx.outbox.nudge();
        return { data: { emailQueued: queued } };
      },
    );
  };
}
