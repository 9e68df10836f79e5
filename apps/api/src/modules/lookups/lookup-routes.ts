import {
  ERROR_CODES,
  LOOKUP_PATHS,
  lookupListSchema,
  lookupQuerySchema,
  type LookupKind,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "@api/lib/app-error";
import type { LookupCatalog } from "./lookup-catalog";

const SUMMARIES: Record<LookupKind, string> = {
  sport: "Search sports",
  location: "Search US cities (answers carry the state)",
  sportRole: "Search the positions or roles of one sport (`sports` = sport id)",
  activity: "Search interests and hobbies",
  businessType: "Search business types",
  marketingTactic: "Search marketing tactics",
  businessGoal: "Search business goals",
};

/** GET /api/<resource>?amount=&str=&sports= for every picker list (spec §7). */
export function lookupRoutes(catalog: LookupCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [kind, url] of Object.entries(LOOKUP_PATHS) as [LookupKind, string][]) {
      app.get(
        url,
        {
          schema: {
            tags: ["lookups"],
            summary: SUMMARIES[kind],
            querystring: lookupQuerySchema,
            response: { 200: z.object({ data: lookupListSchema }) },
          },
        },
        async (request, reply) => {
          const { amount, str, sports } = request.query;
          if (kind === "sportRole" && sports === undefined) {
            throw new AppError(ERROR_CODES.validation, "Choose a sport first.", {
              sports: "sports (a sport id) is required",
            });
          }
          // Sent as ready JSON text (cached): Fastify passes a string through unserialized, which
          // more than doubled this route's throughput. The schema above still documents the shape.
          const group = kind === "sportRole" ? sports : undefined;
          return reply
            .type("application/json; charset=utf-8")
            .send(catalog.answerJson(kind, str, amount, group) as never);
        },
      );
    }
  };
}
