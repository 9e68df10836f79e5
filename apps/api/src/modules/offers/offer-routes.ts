import {
  createOfferSchema,
  offerActionSchema,
  offerDetailSchema,
  offerListQuerySchema,
  offerListSchema,
  offerMessageSchema,
  offerSummarySchema,
  offerThreadMessageSchema,
  offerThreadSchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { offerNotFound } from "./buyer-access";
import { createOffer } from "./create-offer";
import { actOnOffer } from "./offer-actions";
import { listOffers, offerSummary } from "./offer-lists";
import { readThread, writeMessage } from "./offer-messages";
import { partyOf } from "./offer-parties";
import { findOffer } from "./offer-repository";
import { toOfferDetail } from "./offer-view";

const tags = ["offers"];
const params = z.object({ id: z.uuid() });

/**
 * Offers against an athlete's private minimum (issue 24, docs/decisions/0084). Who may see an
 * offer is decided per offer (offer-parties.ts): its buyer, its athlete, the athlete's current
 * agent, operators (read only); anyone else gets the 404 of an offer that does not exist.
 */
export function offerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = requireUser(ctx);

    app.post(
      "/api/offers",
      {
        schema: {
          tags,
          summary: "Offer to book an athlete's service (BELOW_MINIMUM below its private minimum)",
          body: createOfferSchema,
          response: { 201: z.object({ data: offerDetailSchema }) },
        },
        preHandler,
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createOffer(ctx, request.user!, request.body) }),
    );

    app.get(
      "/api/offers",
      {
        schema: {
          tags,
          summary: "The signed-in person's offers: made (sent) or received",
          querystring: offerListQuerySchema,
          response: { 200: z.object({ data: offerListSchema }) },
        },
        preHandler,
      },
      async (request) => ({ data: await listOffers(ctx, request.user!, request.query) }),
    );

    app.get(
      "/api/offers/summary",
      {
        schema: {
          tags,
          summary: "What home shows of the signed-in person's offers",
          response: { 200: z.object({ data: offerSummarySchema }) },
        },
        preHandler,
      },
      async (request) => ({ data: await offerSummary(ctx, request.user!) }),
    );

    app.get(
      "/api/offers/:id",
      {
        schema: {
          tags,
          summary: "One offer with its history",
          params,
          response: { 200: z.object({ data: offerDetailSchema }) },
        },
        preHandler,
      },
      async (request) => {
        const row = await findOffer(ctx.db, request.params.id, request.user!.id);
        const party = row ? partyOf(row, request.user!) : null;
        if (!row || !party) throw offerNotFound();
        const mayAct = request.user!.status === "approved";
        return { data: await toOfferDetail(ctx.db, row, party, ctx.clock(), mayAct) };
      },
    );

    app.post(
      "/api/offers/:id/actions",
      {
        schema: {
          tags,
          summary: "Accept, decline, counter, withdraw or confirm an offer",
          params,
          body: offerActionSchema,
          response: { 200: z.object({ data: offerDetailSchema }) },
        },
        preHandler,
      },
      async (request) => ({
        data: await actOnOffer(ctx, request.user!, request.params.id, request.body),
      }),
    );

    app.get(
      "/api/offers/:id/messages",
      {
        schema: {
          tags,
          summary: "An offer's messages, oldest first (marks them read)",
          params,
          response: { 200: z.object({ data: offerThreadSchema }) },
        },
        preHandler,
      },
      async (request) => ({
        data: { list: await readThread(ctx, request.user!, request.params.id) },
      }),
    );

    app.post(
      "/api/offers/:id/messages",
      {
        schema: {
          tags,
          summary: "Write to an offer's thread (contact details masked before acceptance)",
          params,
          body: offerMessageSchema,
          response: { 201: z.object({ data: offerThreadMessageSchema }) },
        },
        preHandler,
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await writeMessage(ctx, request.user!, request.params.id, request.body),
        }),
    );
  };
}
