import type { FastifyBaseLogger } from "fastify";
import type { RedisConnection } from "@api/lib/redis-connection";
import { LocalLiveEvents, type LiveEvents } from "./live-events";
import { RedisLiveEvents } from "./redis-live-events";

/** One process's hub without REDIS_URL; with it, every instance hears every publish. */
export async function createLiveEvents(
  redis: RedisConnection | null,
  options: { prefix: string; refreshMs: number; log: FastifyBaseLogger },
): Promise<LiveEvents> {
  return redis ? RedisLiveEvents.start(redis, options) : new LocalLiveEvents();
}
