import {
  anyProfileSchema,
  bioUpdateBodySchema,
  businessCreateBodySchema,
  createdIdSchema,
  individualCreateBodySchema,
} from "@lineup/shared";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { profiles } from "@api/db/schema";
import { requireUser } from "@api/identity";
import { createBusinessProfile, createIndividualProfile } from "./business-individual-service";
import { ownProfile } from "./own-profile";
import { profileView } from "./profile-view";

/** Business and individual get-started and create-profile calls (spec §7). */
export function businessIndividualRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);

    app.post(
      "/api/profile/business/create",
      {
        schema: {
          tags: ["business"],
          summary: "Create the caller's business profile",
          body: businessCreateBodySchema,
          response: { 201: createdIdSchema },
        },
        preHandler: auth,
      },
      async (request, reply) => {
        const id = await createBusinessProfile(ctx, request.user!, request.body);
        return reply.status(201).send({ data: { id } });
      },
    );

    app.post(
      "/api/profile/individual/create",
      {
        schema: {
          tags: ["individual"],
          summary: "Create the caller's individual profile",
          body: individualCreateBodySchema,
          response: { 201: createdIdSchema },
        },
        preHandler: auth,
      },
      async (request, reply) => {
        const id = await createIndividualProfile(ctx, request.user!, request.body);
        return reply.status(201).send({ data: { id } });
      },
    );

    for (const [type, url] of [
      ["Business", "/api/profile/business/update/:id"],
      ["Individual", "/api/profile/individual/update/:id"],
    ] as const) {
      app.patch(
        url,
        {
          schema: {
            tags: [type.toLowerCase()],
            summary: `Set the bio of the caller's ${type.toLowerCase()} profile`,
            params: z.object({ id: z.uuid() }),
            body: bioUpdateBodySchema,
            response: { 200: z.object({ data: anyProfileSchema }) },
          },
          preHandler: auth,
        },
        async (request) => {
          const profile = await ownProfile(ctx.db, request.user!, request.params.id, type);
          const [updated] = await ctx.db
            .update(profiles)
            .set({ bio: request.body.bio, nextStep: "done", updatedAt: ctx.clock() })
            .where(eq(profiles.id, profile.id))
            .returning();
          return { data: await profileView(ctx.db, updated!) };
        },
      );
    }
  };
}
