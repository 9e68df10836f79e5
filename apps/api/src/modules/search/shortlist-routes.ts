import {
  ERROR_CODES,
  MESSAGES,
  shortlistChangeSchema,
  shortlistSchema,
  type Shortlist,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { cardsOf } from "./athlete-cards";
import { approvedSearcher, viewerOf } from "./search-access";
import {
  isVisibleAthlete,
  removeFromShortlist,
  saveToShortlist,
  shortlistRows,
} from "./shortlist-repository";

const tags = ["search"];
const params = z.object({ id: z.uuid() });
const change = { 200: z.object({ data: shortlistChangeSchema }) };

/** The caller's shortlist: whoever may search may save athletes and find them again from home. */
export async function shortlistRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  ctx: AppContext,
): Promise<void> {
  const preHandler = [requireUser(ctx), approvedSearcher];

  app.get(
    "/api/shortlist",
    {
      schema: {
        tags,
        summary: "The athletes the caller saved, last saved first",
        response: { 200: z.object({ data: shortlistSchema }) },
      },
      preHandler,
    },
    async (request): Promise<{ data: Shortlist }> => {
      const rows = await shortlistRows(ctx.db, viewerOf(request));
      return { data: { list: cardsOf(rows), total: rows.length } };
    },
  );

  app.put(
    "/api/shortlist/:id",
    {
      schema: { tags, summary: "Save an athlete to the shortlist", params, response: change },
      preHandler,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { id: athleteId } = request.params;
      if (!(await isVisibleAthlete(ctx.db, athleteId, viewer))) {
        throw new AppError(ERROR_CODES.notFound, MESSAGES.athleteNotFound);
      }
      if (!(await saveToShortlist(ctx.db, viewer.userId, athleteId, ctx.clock()))) {
        throw new AppError(ERROR_CODES.conflict, MESSAGES.shortlistFull);
      }
      return { data: { shortlisted: true } };
    },
  );

  app.delete(
    "/api/shortlist/:id",
    {
      schema: { tags, summary: "Remove an athlete from the shortlist", params, response: change },
      preHandler,
    },
    async (request) => {
      await removeFromShortlist(ctx.db, request.user!.id, request.params.id);
      return { data: { shortlisted: false } };
    },
  );
}
