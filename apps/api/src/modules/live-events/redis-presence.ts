import type { RedisConnection } from "@api/lib/redis-connection";

/**
 * Who has a page open on which instance, in Redis, so `isListening` answers for every instance:
 * one sorted set per person, of instance ids scored by the time until which they vouch for it.
 * Each instance re-vouches for its listeners every heartbeat; a crashed instance's entries stop
 * counting when their time passes (and the key expires), with no clean-up job.
 */
export class RedisPresence {
  constructor(
    private readonly connection: RedisConnection,
    private readonly prefix: string,
    private readonly instanceId: string,
    /** How long a vouch lasts: more than two refreshes, so one late refresh loses nobody. */
    private readonly ttlMs: number,
  ) {}

  private key(userId: string): string {
    return `${this.prefix}listening:${userId}`;
  }

  /** Vouches for these users now (one round trip for all of them). */
  mark(userIds: readonly string[]): void {
    if (userIds.length === 0 || !this.connection.ready()) return;
    const until = Date.now() + this.ttlMs;
    const batch = this.connection.redis.pipeline();
    for (const userId of userIds) {
      const key = this.key(userId);
      batch.zadd(key, until, this.instanceId).pexpire(key, this.ttlMs);
    }
    batch.exec().catch((error: Error) => this.connection.failed(error));
  }

  /** This instance no longer has a page of this user. */
  clear(userId: string): void {
    if (!this.connection.ready()) return;
    this.connection.redis
      .zrem(this.key(userId), this.instanceId)
      .catch((error: Error) => this.connection.failed(error));
  }

  /** Whether any instance vouches for the user now; null when Redis does not answer. */
  async anyone(userId: string): Promise<boolean | null> {
    if (!this.connection.ready()) return null;
    try {
      return (await this.connection.redis.zcount(this.key(userId), Date.now(), "+inf")) > 0;
    } catch (error) {
      this.connection.failed(error as Error);
      return null;
    }
  }
}
