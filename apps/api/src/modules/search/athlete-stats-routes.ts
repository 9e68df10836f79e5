import { ERROR_CODES, MESSAGES, athleteSearchStatsSchema } from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { profileOfUser } from "../profiles";
import type { SearchStatsRecorder } from "./search-stats";

/** An athlete's own counts for their home: how often they were found and opened, never by whom. */
export async function athleteStatsRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  ctx: AppContext,
  stats: SearchStatsRecorder,
): Promise<void> {
  app.get(
    "/api/profile/my/search-stats",
    {
      schema: {
        tags: ["search"],
        summary: "The caller's appearances in search and profile views over the last seven days",
        response: { 200: z.object({ data: athleteSearchStatsSchema }) },
      },
      preHandler: requireUser(ctx),
    },
    async (request) => {
      const user = request.user!;
      const profile = user.role === "athlete" ? await profileOfUser(ctx.db, user.id) : null;
      if (!profile) throw new AppError(ERROR_CODES.notFound, MESSAGES.athleteNotFound);
      return { data: await stats.weekOf(profile.id) };
    },
  );
}
