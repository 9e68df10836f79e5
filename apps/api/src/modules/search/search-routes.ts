import {
  ERROR_CODES,
  MESSAGES,
  athleteSearchPageSchema,
  athleteSearchQuerySchema,
  publicAthleteProfileSchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { publicAthleteProfile } from "./public-profile";
import { approvedSearcher, viewerOf } from "./search-access";
import { searchLimits } from "./search-limits";
import { searchAthletes } from "./search-service";

const tags = ["search"];

/** Talent search and the public athlete profile (issue 23, docs/decisions/0082). */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = [requireUser(ctx), approvedSearcher];
    const searches = searchLimits(app, ctx, "searches");
    const views = searchLimits(app, ctx, "profileViews");

    app.get(
      "/api/athletes",
      {
        schema: {
          tags,
          summary: "Find approved athletes by sport, position, level, class, place, interest, text",
          querystring: athleteSearchQuerySchema,
          response: { 200: z.object({ data: athleteSearchPageSchema }) },
        },
        preHandler: [searches.ip, ...access, searches.account],
      },
      async (request) => ({
        data: await searchAthletes(ctx, request.query, viewerOf(request)),
      }),
    );

    app.get(
      "/api/athletes/:id",
      {
        schema: {
          tags,
          summary: "An approved athlete's public profile: never a price or a contact detail",
          params: z.object({ id: z.uuid() }),
          response: { 200: z.object({ data: publicAthleteProfileSchema }) },
        },
        preHandler: [views.ip, ...access, views.account],
      },
      async (request) => {
        const profile = await publicAthleteProfile(ctx.db, request.params.id, viewerOf(request));
        if (!profile) throw new AppError(ERROR_CODES.notFound, MESSAGES.athleteNotFound);
        return { data: profile };
      },
    );
  };
}
