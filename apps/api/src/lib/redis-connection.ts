import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** The one Redis client of an instance, shared by the rate limits and the attempt counters. */
export interface RedisConnection {
  redis: Redis;
  /** Whether Redis answers now; while it does not, counters are kept in this process. */
  ready(): boolean;
  /** A command failed: counting falls back to this process (logged once until Redis is back). */
  failed(error: Error): void;
  close(): void;
}

/**
 * Connects to REDIS_URL (DESIGN.md; decision 0009). Counting starts in Redis: requests that came
 * before the connection would be counted in this process alone. Redis that refuses or stays
 * silent costs the start at most the connect timeout.
 */
export async function connectRedis(
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<RedisConnection> {
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
  const failed = (error: Error) => {
    if (fallingBack) return;
    fallingBack = true;
    log.warn({ err: error }, "rate limits counted in this process: Redis does not answer");
  };
  redis.on("error", failed);
  redis.on("ready", () => {
    if (fallingBack) log.info("rate limits shared in Redis again");
    fallingBack = false;
  });
  await firstAnswer(redis, 2000);
  return {
    redis,
    ready: () => redis.status === "ready",
    failed,
    close: () => redis.disconnect(),
  };
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
