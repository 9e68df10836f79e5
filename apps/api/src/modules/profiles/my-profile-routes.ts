import {
  ERROR_CODES,
  myProfileSchema,
  resubmitAnswerSchema,
  resubmitBodySchema,
} from "@lineup/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { requireUser, resubmitForReview, toAccount } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { representationOf } from "../invitations";
import { listMedia, toMediaItem } from "../media";
import { minorDetails } from "./minor-details";
import { profileOfUser } from "./own-profile";

/**
 * GET /api/profile/my: what the login routing of spec §2 and the header need about the caller;
 * POST /api/profile/resubmit: back to the waiting list after the operator asked for changes.
 */
export function myProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/profile/my",
      {
        schema: {
          tags: ["profile"],
          summary: "The caller's account, profile id (once a profile exists) and profile type",
          response: { 200: z.object({ data: myProfileSchema }) },
        },
        // An operator enrolling a second factor reads their own record too (decision 0079).
        preHandler: requireUser(ctx, { enrolment: true }),
      },
      async (request) => {
        const user = request.user!;
        const profile = await profileOfUser(ctx.db, user.id);
        // Only ever the caller's own profile's photo: the header shows who is signed in.
        const avatar = profile ? (await listMedia(ctx.db, profile.id, "avatar")).at(-1) : undefined;
        return {
          data: {
            account: {
              ...toAccount(user),
              status: user.status,
              statusMessage: user.statusMessage,
              registrationCompleted: user.registrationCompletedAt !== null,
            },
            profile: profile ? { id: profile.id, nextStep: profile.nextStep } : null,
            profileType: user.profileType ?? null,
            avatarUrl: avatar ? toMediaItem(avatar).url : null,
            representation: await representationOf(ctx.db, user),
            // The athlete's own date of birth: this answer is only ever the caller's.
            minor:
              profile?.type === "Athlete"
                ? await minorDetails(ctx.db, profile.id, ctx.clock())
                : null,
          },
        };
      },
    );

    app.post(
      "/api/profile/resubmit",
      {
        schema: {
          tags: ["profile"],
          summary: "Send a profile the operator asked changes to back for review",
          body: resubmitBodySchema,
          response: { 200: resubmitAnswerSchema },
        },
        preHandler: requireUser(ctx),
      },
      async (request) => {
        const user = await resubmitForReview(ctx.db, request.user!.id);
        if (!user) throw new AppError(ERROR_CODES.conflict, NOTHING_TO_RESUBMIT);
        return { data: { status: "pending" as const } };
      },
    );
  };
}

const NOTHING_TO_RESUBMIT = "Only a profile with requested changes can be resubmitted";
