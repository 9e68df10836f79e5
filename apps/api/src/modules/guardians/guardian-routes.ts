import {
  guardianConsentViewSchema,
  guardianDecisionBodySchema,
  guardianStateAnswerSchema,
  guardianWithdrawBodySchema,
  guardianWithdrawViewSchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser } from "@api/identity";
import { limitHooks } from "@api/lib/rate-limits";
import { decideConsent, viewConsent } from "./guardian-consent";
import { GUARDIAN_RESEND_LIMIT, perAthlete } from "./guardian-limits";
import { resendConsent } from "./guardian-resend";
import { viewWithdraw, withdrawConsent } from "./guardian-withdraw";

const tags = ["guardians"];
const params = z.object({ token: z.string().min(16).max(200) });
const answer = z.object({ data: guardianStateAnswerSchema });

/**
 * A minor's parent or guardian (issue 25, decision 0088): no account, a link per e-mail whose
 * token is single-use and stored hashed. The signed-in minor may send the request again.
 */
export function guardianRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const links = limitHooks(app, "guardian-link", ctx.rateLimits.tokenUse.ip);

    app.post(
      "/api/guardian/consent/resend",
      {
        schema: {
          tags,
          summary: "The signed-in minor sends the consent e-mail to their guardian again",
          response: { 200: answer },
        },
        preHandler: [requireUser(ctx), perAthlete(app, GUARDIAN_RESEND_LIMIT)],
      },
      async (request) => ({ data: await resendConsent(ctx, request.user!) }),
    );

    app.get(
      "/api/guardian/consent/:token",
      {
        schema: {
          tags,
          summary: "What a guardian's consent link shows (400 when used or expired)",
          params,
          response: { 200: z.object({ data: guardianConsentViewSchema }) },
        },
        preHandler: links,
      },
      async (request) => ({ data: await viewConsent(ctx, request.params.token) }),
    );

    app.post(
      "/api/guardian/consent/:token",
      {
        schema: {
          tags,
          summary: "The guardian consents (signing with their full name) or declines",
          params,
          body: guardianDecisionBodySchema,
          response: { 200: answer },
        },
        preHandler: links,
      },
      async (request) => ({
        data: await decideConsent(ctx, request.params.token, request.body, request.ip),
      }),
    );

    app.get(
      "/api/guardian/withdraw/:token",
      {
        schema: {
          tags,
          summary: "Whose consent a guardian's withdrawal link is about, and where it stands",
          params,
          response: { 200: z.object({ data: guardianWithdrawViewSchema }) },
        },
        preHandler: links,
      },
      async (request) => ({ data: await viewWithdraw(ctx, request.params.token) }),
    );

    app.post(
      "/api/guardian/withdraw/:token",
      {
        schema: {
          tags,
          summary: "The guardian withdraws consent: the athlete leaves search at once",
          params,
          body: guardianWithdrawBodySchema,
          response: { 200: answer },
        },
        preHandler: links,
      },
      async (request) => ({
        data: await withdrawConsent(
          ctx,
          request.params.token,
          request.body.guardianName,
          request.ip,
        ),
      }),
    );
  };
}
