import type { FastifyRateLimitStore as Store } from "@fastify/rate-limit";
import type { RedisConnection } from "./redis-connection";

type StoreCallback = Parameters<Store["incr"]>[1];
interface Count {
  current: number;
  ttl: number;
}

/** One fixed window in Redis: INCR, and the first request of a window sets when it ends. */
const INCR_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`;

/** Fixed windows in this process's memory, for while Redis does not answer. */
class MemoryWindows {
  private static readonly MAX_KEYS = 5000;
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      // Forget the oldest window first, so a flood of addresses cannot grow memory without end.
      if (this.windows.size >= MemoryWindows.MAX_KEYS) {
        this.windows.delete(this.windows.keys().next().value!);
      }
      window = { current: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/**
 * The `store` option of @fastify/rate-limit (a class of its documented store interface):
 * rate-limit counters in Redis, so every instance behind a proxy counts the same requests
 * (DESIGN.md: REDIS_URL; decision 0009). While Redis cannot answer, each instance counts on its own
 * in memory: the limits stay in force (per instance) instead of vanishing or failing the request.
 */
export function sharedRateLimitStore(
  connection: RedisConnection,
  keyPrefix: string,
): new () => Store {
  const { redis } = connection;
  // The keys Lineup's limiters give already name the limit ("signIn:ip:…"), so every child shares
  // the Redis namespace; each keeps its own memory, as the plugin's own stores do.
  class SharedStore implements Store {
    private readonly memory = new MemoryWindows();

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      if (!connection.ready()) return callback(null, this.memory.incr(key, timeWindow));
      redis.eval(INCR_IN_WINDOW, 1, keyPrefix + key, timeWindow).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, { current, ttl });
        },
        (error: Error) => {
          connection.failed(error);
          callback(null, this.memory.incr(key, timeWindow));
        },
      );
    }

    child(): Store {
      return new SharedStore();
    }
  }
  return SharedStore;
}
