import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "./app-error";

export interface Limit {
  max: number;
  /** window in milliseconds */
  window: number;
}

/** Per-IP and per-address limits of each auth route and e-mail sender (DESIGN.md security). */
export interface RateLimits {
  signUp: { ip: Limit; address: Limit };
  signIn: { ip: Limit; address: Limit };
  emailSender: { ip: Limit; address: Limit };
  tokenUse: { ip: Limit };
  oauth: { ip: Limit };
  invitations: { sender: Limit };
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signUp: { ip: { max: 60, window: 15 * MINUTE }, address: { max: 5, window: 60 * MINUTE } },
  signIn: { ip: { max: 100, window: 15 * MINUTE }, address: { max: 10, window: 15 * MINUTE } },
  emailSender: { ip: { max: 30, window: 60 * MINUTE }, address: { max: 5, window: 60 * MINUTE } },
  tokenUse: { ip: { max: 60, window: 15 * MINUTE } },
  oauth: { ip: { max: 100, window: 15 * MINUTE } },
  invitations: { sender: { max: 30, window: 60 * MINUTE } },
};

const addressOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
};

export interface Counter {
  limit: Limit;
  /** What is counted: an IP, an address, a sender. */
  key: (request: FastifyRequest) => string;
}

/**
 * One preHandler counting each counter in turn; the first exceeded answers 429 with Retry-After.
 * (The plugin's own `rateLimit` hook runs only once per request, so several limits need
 * `createRateLimit`.)
 */
export function limitHook(app: FastifyInstance, counters: Counter[]): preHandlerAsyncHookHandler {
  const checks = counters.map(({ limit, key }) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.window, keyGenerator: key }),
  );
  return async (request) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(ERROR_CODES.rateLimited, MESSAGES.tooManyRequests, undefined, {
          "retry-after": String(result.ttlInSeconds),
        });
      }
    }
  };
}

/** The auth routes' limits: one by IP and, when given, one by the body's e-mail address. */
export function limitHooks(
  app: FastifyInstance,
  name: string,
  ip: Limit,
  address?: Limit,
): preHandlerAsyncHookHandler {
  return limitHook(app, [
    { limit: ip, key: (request) => `${name}:ip:${request.ip}` },
    ...(address
      ? [
          {
            limit: address,
            key: (request: FastifyRequest) => `${name}:address:${addressOf(request)}`,
          },
        ]
      : []),
  ]);
}
