import { guardianOfferDecisionBodySchema, guardianOfferViewSchema } from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { limitHooks } from "@api/lib/rate-limits";
import { decideGuardianOffer, guardianOfferView } from "./guardian-offer";

const tags = ["guardians"];
const params = z.object({ token: z.string().min(1).max(200) });

/**
 * A minor's guardian and the minor's accepted offer (issue 25, decision 0089). No session: the
 * e-mailed single-use token is the guardian's only credential; a use is rate-limited by IP like
 * every token link.
 */
export function guardianOfferRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = limitHooks(app, "guardian-offer", ctx.rateLimits.tokenUse.ip);

    app.get(
      "/api/guardian/offer/:token",
      {
        schema: {
          tags,
          summary: "A minor's accepted offer waiting for the guardian (agreed amount, no minimum)",
          params,
          response: { 200: z.object({ data: guardianOfferViewSchema }) },
        },
        preHandler: limited,
      },
      async (request) => ({ data: await guardianOfferView(ctx, request.params.token) }),
    );

    app.post(
      "/api/guardian/offer/:token",
      {
        schema: {
          tags,
          summary: "The guardian confirms or declines a minor's accepted offer (uses the link)",
          params,
          body: guardianOfferDecisionBodySchema,
          response: { 200: z.object({ data: guardianOfferViewSchema }) },
        },
        preHandler: limited,
      },
      async (request) => ({
        data: await decideGuardianOffer(ctx, request.params.token, request.body),
      }),
    );
  };
}
