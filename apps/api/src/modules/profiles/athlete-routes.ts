import {
  athleteCreateBodySchema,
  athleteProfileSchema,
  athleteUpdateBodySchema,
  createdIdSchema,
} from "@lineup/shared";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser, type User } from "@api/identity";
import { isTooYoungRefusal } from "./athlete-birth";
import { athleteProfileView } from "./athlete-profile-view";
import { createAthleteProfile, updateAthleteProfile } from "./athlete-service";
import { ownProfile } from "./own-profile";

const tags = ["athlete"];

/**
 * Erases an account for good without the owner's proof: an athlete under 13 is refused and
 * nothing of them is kept (the account module's, passed in by app.ts to keep modules acyclic).
 */
export type EraseAccount = (ctx: AppContext, user: User, log: FastifyBaseLogger) => Promise<void>;

/** The athlete's get-started and update calls (spec §7). */
export function athleteRoutes(ctx: AppContext, eraseAccount: EraseAccount): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    /**
     * Under 13 (issue 25): the account goes with its session, and the kind refusal is the answer.
     */
    const refusingTheTooYoung = async <T>(
      user: User,
      reply: FastifyReply,
      log: FastifyBaseLogger,
      work: () => Promise<T>,
    ): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        if (isTooYoungRefusal(error)) {
          await eraseAccount(ctx, user, log);
          ctx.sessionCookie.clear(reply);
        }
        throw error;
      }
    };

    app.post(
      "/api/profile/athlete/create",
      {
        schema: {
          tags,
          summary: "Create the caller's athlete profile (get-started)",
          body: athleteCreateBodySchema,
          response: { 201: createdIdSchema },
        },
        preHandler: auth,
      },
      async (request, reply) => {
        const user = request.user!;
        const id = await refusingTheTooYoung(user, reply, request.log, () =>
          createAthleteProfile(ctx, user, request.body),
        );
        return reply.status(201).send({ data: { id } });
      },
    );

    app.patch(
      "/api/profile/athlete/update/:id",
      {
        schema: {
          tags,
          summary:
            "Change any answer, the socials, services or bio of the caller's athlete profile",
          params: z.object({ id: z.uuid() }),
          body: athleteUpdateBodySchema,
          response: { 200: z.object({ data: athleteProfileSchema }) },
        },
        preHandler: auth,
      },
      async (request, reply) => {
        const user = request.user!;
        const profile = await ownProfile(ctx.db, user, request.params.id, "Athlete");
        const fresh = await refusingTheTooYoung(user, reply, request.log, () =>
          updateAthleteProfile(ctx, user, profile, request.body),
        );
        return { data: await athleteProfileView(ctx.db, fresh) };
      },
    );
  };
}
