import {
  accountSchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpSetupSchema,
  totpStatusSchema,
} from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { limitHook, limitHooks, type Limit } from "@api/lib/rate-limits";
import {
  findHalfSession,
  findUserById,
  originOf,
  requireUser,
  toAccount,
  type HalfSession,
} from "@api/identity";
import {
  disableTotpWithCode,
  enableTotpWithCode,
  isTotpEnabled,
  setUpTotp,
  verifySecondFactor,
} from "./totp-service";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's half session, read by the code check's preHandler. */
    halfSession: HalfSession | null;
  }
}

/** Codes checked per account, whichever session or IP they come from (wrong or right). */
export const CODES_PER_ACCOUNT: Limit = { max: 10, window: 15 * 60_000 };
const tags = ["two-step verification"];
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/** Two-step verification: set-up, enabling, the sign-in's second step, and turning it off. */
export function totpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireUser(ctx);
    // An operator's first session (docs/decisions/0079) may read and enrol, nothing else.
    const enrol = requireUser(ctx, { enrolment: true });
    app.decorateRequest("halfSession", null);
    const perIp = limitHooks(app, "totp", ctx.rateLimits.tokenUse.ip);
    const perAccount = limitHook(app, [
      {
        limit: CODES_PER_ACCOUNT,
        key: (request) =>
          `totp:user:${request.user?.id ?? request.halfSession?.userId ?? request.ip}`,
      },
    ]);
    const readHalfSession = async (request: FastifyRequest) => {
      const token = ctx.sessionCookie.read(request);
      request.halfSession = token
        ? ((await findHalfSession(ctx.db, token, ctx.clock())) ?? null)
        : null;
    };

    app.get(
      "/api/auth/totp",
      {
        schema: {
          tags,
          summary: "Whether two-step verification is on",
          response: { 200: z.object({ data: totpStatusSchema }) },
        },
        preHandler: enrol,
      },
      async (request) => ({ data: { enabled: await isTotpEnabled(ctx, request.user!) } }),
    );

    app.post(
      "/api/auth/totp/setup",
      {
        schema: {
          tags,
          summary: "A new authenticator secret (not yet on)",
          response: { 200: z.object({ data: totpSetupSchema }) },
        },
        preHandler: [perIp, enrol],
      },
      async (request) => ({ data: await setUpTotp(ctx, request.user!) }),
    );

    app.post(
      "/api/auth/totp/enable",
      {
        schema: {
          tags,
          summary: "Turn it on with a first code; answers the recovery codes once",
          body: totpCodeBodySchema,
          response: { 200: z.object({ data: recoveryCodesSchema }) },
        },
        preHandler: [perIp, enrol, perAccount],
      },
      async (request) => ({
        data: { recoveryCodes: await enableTotpWithCode(ctx, request.user!, request.body.code) },
      }),
    );

    app.post(
      "/api/auth/totp/verify",
      {
        schema: {
          tags,
          summary: "The sign-in's second step: a code or a recovery code; starts a full session",
          body: totpCodeBodySchema,
          response: { 200: z.object({ data: accountSchema }) },
        },
        preHandler: [perIp, readHalfSession, perAccount],
      },
      async (request, reply) => {
        const { token, userId } = await verifySecondFactor(
          ctx,
          request.halfSession,
          request.body.code,
          originOf(request),
        );
        ctx.sessionCookie.write(reply, token);
        const user = await findUserById(ctx.db, userId);
        return { data: toAccount(user!) };
      },
    );

    app.post(
      "/api/auth/totp/disable",
      {
        schema: {
          tags,
          summary: "Turn it off with a current code",
          body: totpCodeBodySchema,
          response: { 200: ok },
        },
        preHandler: [perIp, auth, perAccount],
      },
      async (request) => {
        await disableTotpWithCode(ctx, request.user!, request.body.code);
        return { data: { ok: true as const } };
      },
    );
  };
}
