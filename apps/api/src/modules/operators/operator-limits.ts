import type { FastifyInstance, FastifyRequest } from "fastify";
import { limitHook, type Limit } from "@api/lib/rate-limits";

const MINUTE = 60_000;

/**
 * Per operator: reads of the console, and decision calls. Generous enough to empty a waiting list
 * of 1,000 accounts in a sitting one by one (or ten bulk calls), tight enough that a stolen
 * session cannot scrape or flip the whole marketplace in a burst.
 */
export const OPERATOR_RATE_LIMITS = {
  reads: { max: 600, window: 15 * MINUTE },
  decisions: { max: 1500, window: 60 * MINUTE },
} satisfies Record<string, Limit>;

const operatorKey = (name: string) => (request: FastifyRequest) =>
  `operator:${name}:${request.user?.id ?? request.ip}`;

/** A preHandler counting the calling operator's calls of one kind. */
export const perOperator = (app: FastifyInstance, name: string, limit: Limit) =>
  limitHook(app, [{ limit, key: operatorKey(name) }]);
