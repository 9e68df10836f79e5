import { PROFILE_TYPES, anyProfileSchema, representationSchema } from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { representationOf } from "../invitations";
import { profileView } from "./profile-view";
import { ownProfile } from "./own-profile";

/** GET /api/profile/private/{id}: the owner's own profile, whole (spec §7). */
export function privateProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/profile/private/:id",
      {
        schema: {
          tags: ["profile"],
          summary: "The caller's own profile with prices and media links",
          params: z.object({ id: z.uuid() }),
          response: {
            200: z.object({
              data: z.object({
                type: z.enum(PROFILE_TYPES),
                profile: anyProfileSchema,
                representation: representationSchema,
              }),
            }),
          },
        },
        preHandler: requireUser(ctx),
      },
      async (request) => {
        const profile = await ownProfile(ctx.db, request.user!, request.params.id);
        return {
          data: {
            type: profile.type,
            profile: await profileView(ctx.db, profile),
            representation: await representationOf(ctx.db, request.user!),
          },
        };
      },
    );
  };
}
