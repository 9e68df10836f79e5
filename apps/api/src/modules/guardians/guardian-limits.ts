import type { FastifyInstance, FastifyRequest } from "fastify";
import { limitHook, type Limit } from "@api/lib/rate-limits";

/**
 * The consent e-mail goes to someone without an account: an athlete may send it again three
 * times an hour (the guardian's links themselves count as every link's token does, per IP).
 */
export const GUARDIAN_RESEND_LIMIT: Limit = { max: 3, window: 60 * 60_000 };

export const perAthlete = (app: FastifyInstance, limit: Limit) =>
  limitHook(app, [
    {
      limit,
      key: (request: FastifyRequest) => `guardian:resend:${request.user?.id ?? request.ip}`,
    },
  ]);
