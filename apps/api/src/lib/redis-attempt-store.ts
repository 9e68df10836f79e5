import {
  MemoryAttemptStore,
  type AttemptRule,
  type AttemptStore,
  type Counter,
} from "./attempt-store";
import type { RedisConnection } from "./redis-connection";

/**
 * attempt-store.ts's `take` in one Lua script, so instances counting at once never both slip
 * through. ARGV[1] is the app clock's now; then five arguments per key: the rule's kind and its
 * numbers. A counter is a hash { n, ends, until } whose times are the app clock's (its Redis
 * expiry only removes it once forgotten).
 */
const TAKE = `
local now = tonumber(ARGV[1])
local states = {}
local wait = 0
for i, key in ipairs(KEYS) do
  local base = 2 + (i - 1) * 5
  local v = redis.call('HMGET', key, 'n', 'ends', 'until')
  local n, ends, untl = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or 0
  if ends <= now then n, ends, untl = 0, 0, 0 end
  local w = 0
  if ARGV[base] == 'window' then
    if n >= tonumber(ARGV[base + 1]) then w = ends - now end
  elseif untl > now then
    w = untl - now
  end
  if w > wait then wait = w end
  states[i] = { n, ends, untl }
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  local base = 2 + (i - 1) * 5
  local n, ends, untl = states[i][1] + 1, states[i][2], states[i][3]
  if ARGV[base] == 'window' then
    if n == 1 then ends = now + tonumber(ARGV[base + 2]) end
  else
    local free, first, cap = tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3])
    if n >= free then untl = now + math.min(first * 2 ^ (n - free), cap) end
    ends = math.max(untl, now) + tonumber(ARGV[base + 4])
  end
  redis.call('HSET', key, 'n', n, 'ends', string.format('%.0f', ends), 'until', string.format('%.0f', untl))
  redis.call('PEXPIRE', key, math.max(1, math.ceil(ends - now)))
end
return 0`;

const ruleArgs = (rule: AttemptRule): (string | number)[] =>
  rule.kind === "window"
    ? ["window", rule.max, rule.window, 0, 0]
    : ["delay", rule.free, rule.first, rule.cap, rule.forget];

/**
 * Attempt counters in Redis (REDIS_URL), so every instance behind a proxy counts the same
 * attempts. While Redis does not answer, each instance counts in its own memory: the limits stay
 * in force per instance instead of vanishing or failing the sign-in.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly memory = new MemoryAttemptStore();

  constructor(
    private readonly connection: RedisConnection,
    private readonly keyPrefix: string,
  ) {}

  async take(counters: Counter[], now: number): Promise<number> {
    if (!this.connection.ready()) return this.memory.takeNow(counters, now);
    try {
      const answer = await this.connection.redis.eval(
        TAKE,
        counters.length,
        ...counters.map(({ key }) => this.keyPrefix + key),
        now,
        ...counters.flatMap(({ rule }) => ruleArgs(rule)),
      );
      return Number(answer);
    } catch (error) {
      this.connection.failed(error as Error);
      return this.memory.takeNow(counters, now);
    }
  }

  async clear(keys: string[]): Promise<void> {
    await this.memory.clear(keys);
    if (!this.connection.ready() || keys.length === 0) return;
    try {
      await this.connection.redis.del(...keys.map((key) => this.keyPrefix + key));
    } catch (error) {
      this.connection.failed(error as Error);
    }
  }
}
