import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { TooManyAttempts } from "./too-many-attempts";

export interface Limit {
  max: number;
  /** window in milliseconds */
  window: number;
}

/**
 * Attempts on one address (decision 0069): a hard limit only per address and IP, and per address
 * alone a growing delay, so nobody elsewhere can lock the owner out for longer than that delay.
 */
export interface AttemptPolicy {
  /** Per (address, IP): at most `max` attempts in `window` ms, then 429 until the window ends. */
  pair: Limit;
  /** Per address from any IP: from the `free`-th attempt on, a wait doubling from `firstDelay`. */
  address: {
    free: number;
    /** ms */
    firstDelay: number;
    /** ms */
    maxDelay: number;
    /** ms after the last wait ends without a new attempt, the count is forgotten */
    forgetAfter: number;
  };
}

/** Per-IP and per-address limits of each auth route and e-mail sender (DESIGN.md security). */
export interface RateLimits {
  signUp: { ip: Limit; address: Limit };
  /** Wrong passwords count; a right one clears the address's counts. */
  signIn: { ip: Limit; attempts: AttemptPolicy };
  /** Password reset and confirmation resend: every request counts. */
  emailSender: { ip: Limit; attempts: AttemptPolicy };
  tokenUse: { ip: Limit };
  oauth: { ip: Limit };
  invitations: { sender: Limit };
  /**
   * Per operator (decision 0079): reads of the console, and decision calls. Generous enough to
   * empty a waiting list of 1,000 accounts in a sitting one by one (or ten bulk calls), tight
   * enough that a stolen session cannot scrape or flip the whole marketplace in a burst.
   */
  operator: { reads: Limit; decisions: Limit };
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signUp: { ip: { max: 60, window: 15 * MINUTE }, address: { max: 5, window: 60 * MINUTE } },
  signIn: {
    ip: { max: 100, window: 15 * MINUTE },
    attempts: {
      pair: { max: 10, window: 15 * MINUTE },
      address: { free: 5, firstDelay: 1000, maxDelay: 15 * MINUTE, forgetAfter: 15 * MINUTE },
    },
  },
  emailSender: {
    ip: { max: 30, window: 60 * MINUTE },
    attempts: {
      pair: { max: 5, window: 60 * MINUTE },
      // Half a minute first: the owner's Resend, 59 s apart (spec §9), waits at most once.
      address: { free: 3, firstDelay: 30_000, maxDelay: 15 * MINUTE, forgetAfter: 60 * MINUTE },
    },
  },
  tokenUse: { ip: { max: 60, window: 15 * MINUTE } },
  oauth: { ip: { max: 100, window: 15 * MINUTE } },
  invitations: { sender: { max: 30, window: 60 * MINUTE } },
  operator: {
    reads: { max: 600, window: 15 * MINUTE },
    decisions: { max: 1500, window: 60 * MINUTE },
  },
};

/** The body's e-mail address, as the limits count it. */
export const addressOf = (request: FastifyRequest) => {
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
        throw new TooManyAttempts(result.ttl);
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
