import {
  anyProfileSchema,
  businessCreateBodySchema,
  businessUpdateBodySchema,
  createdIdSchema,
  individualCreateBodySchema,
  individualUpdateBodySchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import {
  createBusinessProfile,
  createIndividualProfile,
  updateBusinessProfile,
  updateIndividualProfile,
} from "./business-individual-service";
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

    app.patch(
      "/api/profile/business/update/:id",
      {
        schema: {
          tags: ["business"],
          summary: "Change any answer or the bio of the caller's business profile",
          params: z.object({ id: z.uuid() }),
          body: businessUpdateBodySchema,
          response: { 200: z.object({ data: anyProfileSchema }) },
        },
        preHandler: auth,
      },
      async (request) => {
        const profile = await ownProfile(ctx.db, request.user!, request.params.id, "Business");
        const updated = await updateBusinessProfile(ctx, profile, request.body);
        return { data: await profileView(ctx.db, updated) };
      },
    );

    app.patch(
      "/api/profile/individual/update/:id",
      {
        schema: {
          tags: ["individual"],
          summary: "Change the location, website or bio of the caller's individual profile",
          params: z.object({ id: z.uuid() }),
          body: individualUpdateBodySchema,
          response: { 200: z.object({ data: anyProfileSchema }) },
        },
        preHandler: auth,
      },
      async (request) => {
        const profile = await ownProfile(ctx.db, request.user!, request.params.id, "Individual");
        const updated = await updateIndividualProfile(ctx, profile, request.body);
        return { data: await profileView(ctx.db, updated) };
      },
    );
  };
}
