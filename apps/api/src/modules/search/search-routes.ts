import {
  ERROR_CODES,
  MESSAGES,
  type AthleteSearchPage,
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
import { athleteStatsRoutes } from "./athlete-stats-routes";
import { approvedSearcher, viewerOf } from "./search-access";
import { searchLimits } from "./search-limits";
import { SearchAnswers, searchAnswerKey } from "./search-answers";
import { searchAthletes } from "./search-service";
import { SearchStatsRecorder } from "./search-stats";
import { shortlistRoutes } from "./shortlist-routes";

const tags = ["search"];
/** How often counted appearances and views are written (search-stats.ts). */
const STATS_FLUSH_MS = 5000;

/**
 * Talent search, the public athlete profile, the shortlist and the athletes' own counts (issue 23,
 * docs/decisions/0082, 0083). Operators' searches and views are not counted: they are not buyers.
 */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = [requireUser(ctx), approvedSearcher];
    const searches = searchLimits(app, ctx, "searches");
    const views = searchLimits(app, ctx, "profileViews");
    const stats = new SearchStatsRecorder(ctx.db, ctx.clock, app.log);
    stats.start(STATS_FLUSH_MS);
    app.addHook("onClose", () => stats.stop());
    // A kept answer keeps its body too: serialised once, through the route's own response schema
    // (so only its fields leave), instead of once per request.
    const answers = new SearchAnswers<{ page: AthleteSearchPage; body: string }>(ctx.clock);
    const searchResponse = z.object({ data: athleteSearchPageSchema });
    const counted = (viewer: { role: string }) => viewer.role !== "operator";

    app.get(
      "/api/athletes",
      {
        schema: {
          tags,
          summary: "Find approved athletes by sport, position, level, class, place, interest, text",
          querystring: athleteSearchQuerySchema,
          response: { 200: searchResponse },
        },
        preHandler: [searches.ip, ...access, searches.account],
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const audience = { closedToMinors: viewer.closedToMinors ?? false };
        const key = searchAnswerKey(request.query, audience, request.searchVersion);
        const { page, body } = await answers.answer(key, async () => {
          const found = await searchAthletes(ctx, request.query, viewer);
          return { page: found, body: JSON.stringify(z.encode(searchResponse, { data: found })) };
        });
        if (counted(viewer)) stats.appeared(page.list.map((card) => card.id));
        // Fastify passes a string through unserialised (as the lookup routes do).
        return reply.type("application/json; charset=utf-8").send(body as never);
      },
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
        const viewer = viewerOf(request);
        const profile = await publicAthleteProfile(ctx.db, request.params.id, viewer);
        if (!profile) throw new AppError(ERROR_CODES.notFound, MESSAGES.athleteNotFound);
        if (counted(viewer)) stats.viewed(profile.id, viewer.userId);
        return { data: profile };
      },
    );

    await shortlistRoutes(app, ctx);
    await athleteStatsRoutes(app, ctx, stats);
  };
}
