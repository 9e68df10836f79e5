import {
  MESSAGES,
  ERROR_CODES,
  invitationInfoSchema,
  inviteAthleteBodySchema,
  sentInvitationSchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { limitHook } from "@api/lib/rate-limits";
import { requireUser } from "@api/identity";
import { describeInvitation, inviteAthlete, listSentInvitations } from "./invitation-service";

const tags = ["invitations"];

/** Agents invite athletes; invitation links are described before anyone signs up (spec §7). */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    const perSender = limitHook(app, [
      {
        limit: ctx.rateLimits.invitations.sender,
        key: (request) => `invite:sender:${request.user?.id ?? request.ip}`,
      },
    ]);

    app.post(
      "/api/invite/athlete/:email",
      {
        schema: {
          tags,
          summary: "Invite an athlete by e-mail (agents only; one e-mail per address per 24 h)",
          params: z.object({ email: z.string().max(254) }),
          body: inviteAthleteBodySchema,
          response: { 200: z.object({ data: z.object({ emailSent: z.boolean() }) }) },
        },
        preHandler: [auth, perSender],
      },
      async (request) => {
        if (request.params.email.trim().toLowerCase() !== request.body.email) {
          throw new AppError(ERROR_CODES.validation, MESSAGES.inviteEmailMismatch, {
            email: MESSAGES.inviteEmailMismatch,
          });
        }
        return { data: { emailSent: await inviteAthlete(ctx, request.user!, request.body.email) } };
      },
    );

    app.get(
      "/api/invite/sent",
      {
        schema: {
          tags,
          summary: "The agent's invitations and their state",
          response: { 200: z.object({ data: z.array(sentInvitationSchema) }) },
        },
        preHandler: auth,
      },
      async (request) => ({ data: await listSentInvitations(ctx, request.user!) }),
    );

    app.get(
      "/api/invite/:token",
      {
        schema: {
          tags,
          summary: "What an invitation link is about (400 when invalid or expired)",
          params: z.object({ token: z.string().min(16).max(200) }),
          response: { 200: z.object({ data: invitationInfoSchema }) },
        },
      },
      async (request) => ({ data: await describeInvitation(ctx, request.params.token) }),
    );
  };
}
