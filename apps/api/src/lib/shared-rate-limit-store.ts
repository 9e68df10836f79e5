import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyRateLimitOptions, FastifyRateLimitStore as Store } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

type StoreCallback = Parameters<Store["incr"]>[1];
type RouteOptions = Parameters<Store["child"]>[0];

export interface SharedRateLimits {
  /** The `store` option of @fastify/rate-limit. */
  store: new (params: FastifyRateLimitOptions) => Store;
  close: () => void;
}

/**
 * Rate-limit counters in Redis, so every instance behind a proxy counts the same requests
 * (DESIGN.md: REDIS_URL). While Redis cannot answer, each instance counts on its own in memory:
 * the limits stay in force (per instance) instead of vanishing or failing the request.
 */
export async function sharedRateLimits(
  redisUrl: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<SharedRateLimits> {
  // Loaded only when REDIS_URL is set: the client cost every start 0.1 s (decision 0044).
  const { Redis: RedisClient } = await import("ioredis");
  const redis = new RedisClient(redisUrl, {
    // Fail fast instead of queueing: a login must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
  });
  let fallingBack = false;
  const fallBack = (error: Error) => {
    if (fallingBack) return;
    fallingBack = true;
    log.warn({ err: error }, "rate limits counted in this process: Redis does not answer");
  };
  redis.on("error", fallBack);
  redis.on("ready", () => {
    if (fallingBack) log.info("rate limits shared in Redis again");
    fallingBack = false;
  });

  class SharedStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    // Lineup uses neither continueExceeding nor exponentialBackoff (plain fixed windows).
    constructor(_params: unknown, inner?: { shared: Store; local: Store }) {
      this.shared = inner?.shared ?? new RedisStore(false, false, redis, keyPrefix);
      this.local = inner?.local ?? new LocalStore(false, false);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      if (redis.status !== "ready") return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, answer) => {
          if (!error) return callback(null, answer);
          fallBack(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): Store {
      return new SharedStore(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }

  // Counting starts in Redis: requests that came before the connection would be counted in this
  // process alone. Redis that refuses or stays silent costs the start at most the connect timeout.
  await firstAnswer(redis, 2000);
  return { store: SharedStore, close: () => redis.disconnect() };
}

/** Resolves when the client is ready, fails to connect, or `ms` have passed: whichever is first. */
function firstAnswer(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off("ready", settle);
      redis.off("error", settle);
      resolve();
    };
    const timer = setTimeout(settle, ms);
    redis.on("ready", settle);
    redis.on("error", settle);
  });
}
