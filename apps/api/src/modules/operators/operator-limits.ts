import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { AppContext } from "@api/app-context";
import { limitHook, type Limit } from "@api/lib/rate-limits";

// The limits themselves are `RateLimits.operator` (lib/rate-limits.ts), so tests can tighten them.
const operatorKey = (name: string) => (request: FastifyRequest) =>
  `operator:${name}:${request.user?.id ?? request.ip}`;

/** A preHandler counting the calling operator's calls of one kind. */
const perOperator = (app: FastifyInstance, name: string, limit: Limit) =>
  limitHook(app, [{ limit, key: operatorKey(name) }]);

/** The console's budgets, each counted once for every route that spends it. */
export interface OperatorLimits {
  reads: preHandlerAsyncHookHandler;
  decisions: preHandlerAsyncHookHandler;
  /** Invitations and removals: the invitation sender's limit. */
  sends: preHandlerAsyncHookHandler;
}

/**
 * Made once for the whole console: each limiter counts on its own (the local store keeps one
 * table per limiter), so routes of one budget must share its hook.
 */
export function operatorLimits(app: FastifyInstance, ctx: AppContext): OperatorLimits {
  return {
    reads: perOperator(app, "reads", ctx.rateLimits.operator.reads),
    decisions: perOperator(app, "decisions", ctx.rateLimits.operator.decisions),
    sends: perOperator(app, "invitations", ctx.rateLimits.invitations.sender),
  };
}
