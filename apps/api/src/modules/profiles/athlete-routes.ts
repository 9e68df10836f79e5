import {
  athleteCreateBodySchema,
  athleteProfileSchema,
  athleteUpdateBodySchema,
  createdIdSchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { athleteProfileView } from "./athlete-profile-view";
import { createAthleteProfile, updateAthleteProfile } from "./athlete-service";
import { ownProfile } from "./own-profile";

const tags = ["athlete"];

/** The athlete's get-started and update calls (spec §7). */
export function athleteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);

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
        const id = await createAthleteProfile(ctx, request.user!, request.body);
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
      async (request) => {
        const profile = await ownProfile(ctx.db, request.user!, request.params.id, "Athlete");
        const fresh = await updateAthleteProfile(ctx, request.user!, profile, request.body);
        return { data: await athleteProfileView(ctx.db, fresh) };
      },
    );
  };
}
