import { randomUUID } from "node:crypto";
import type { LiveEvent } from "@lineup/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { RedisConnection } from "@api/lib/redis-connection";
import { LocalLiveEvents, type LiveEvents } from "./live-events";
import { RedisPresence } from "./redis-presence";
import { decodeRelay, encodeRelay, liveChannel } from "./redis-relay";

export interface RedisLiveEventsOptions {
  /** Channel and presence keys start with it (tests keep theirs apart). */
  prefix: string;
  /** How often this instance re-vouches for its listeners (the streams' heartbeat). */
  refreshMs: number;
  log: FastifyBaseLogger;
}

/** How long a start waits for the channel subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 2000;

/** Waits for `work`, but at most `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((done) => (timer = setTimeout(done, ms)))]);
  clearTimeout(timer);
}

/**
 * Live events across instances (REDIS_URL; docs/decisions/0086). A publish reaches this
 * instance's pages at once and goes on one channel; every other instance hears it on its own
 * subscriber connection (a subscribed client can send nothing else) and hands it to its pages.
 * While Redis does not answer, each instance still serves its own pages: publish never throws.
 */
export class RedisLiveEvents implements LiveEvents {
  private readonly local = new LocalLiveEvents();
  private readonly instanceId = randomUUID();
  private readonly presence: RedisPresence;
  private readonly channel: string;
  private readonly refresh: NodeJS.Timeout;
  private subscriberDown = false;

  private constructor(
    private readonly connection: RedisConnection,
    private readonly subscriber: Redis,
    private readonly options: RedisLiveEventsOptions,
  ) {
    this.channel = liveChannel(options.prefix);
    const ttlMs = Math.round(options.refreshMs * 2.5);
    this.presence = new RedisPresence(connection, options.prefix, this.instanceId, ttlMs);
    this.refresh = setInterval(() => this.presence.mark(this.local.users()), options.refreshMs);
    this.refresh.unref();
    // Back from an outage: vouch again at once for whoever listened meanwhile.
    connection.redis.on("ready", this.vouchAll);
    subscriber.on("message", this.relay);
    subscriber.on("error", this.subscriberFailed);
    subscriber.on("ready", this.subscriberBack);
  }

  /** Connects the subscriber; a start waits for its subscription only while Redis answers. */
  static async start(
    connection: RedisConnection,
    options: RedisLiveEventsOptions,
  ): Promise<RedisLiveEvents> {
    // Its own connection, queueing while Redis is away: ioredis subscribes again on reconnect.
    const subscriber = connection.redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      lazyConnect: false,
    });
    const events = new RedisLiveEvents(connection, subscriber, options);
    const subscribed = subscriber.subscribe(events.channel).catch((error: Error) => {
      options.log.warn({ err: error }, "live events: subscribing to Redis failed");
    });
    if (connection.ready()) await within(subscribed, SUBSCRIBE_WAIT_MS);
    return events;
  }

  publish(userIds: readonly string[], event: LiveEvent): void {
    this.local.publish(userIds, event);
    if (userIds.length === 0 || !this.connection.ready()) return;
    try {
      const message = encodeRelay(this.instanceId, [...new Set(userIds)], event);
      this.connection.redis
        .publish(this.channel, message)
        .catch((error: Error) => this.connection.failed(error));
    } catch (error) {
      this.connection.failed(error as Error);
    }
  }

  subscribe(userId: string, send: (event: LiveEvent) => void): () => void {
    const first = !this.local.has(userId);
    const unsubscribe = this.local.subscribe(userId, send);
    if (first) this.presence.mark([userId]);
    return () => {
      unsubscribe();
      if (!this.local.has(userId)) this.presence.clear(userId);
    };
  }

  /** A page here answers at once; otherwise Redis; when Redis is away, this instance alone. */
  async isListening(userId: string): Promise<boolean> {
    if (this.local.has(userId)) return true;
    return (await this.presence.anyone(userId)) ?? false;
  }

  async close(): Promise<void> {
    clearInterval(this.refresh);
    this.connection.redis.off("ready", this.vouchAll);
    this.subscriber.disconnect();
    await this.local.close();
  }

  private readonly vouchAll = () => this.presence.mark(this.local.users());

  private readonly relay = (_channel: string, text: string) => {
    const message = decodeRelay(text);
    if (!message || message.from === this.instanceId) return;
    for (const userId of message.userIds) this.local.deliver(userId, message.event);
  };

  private readonly subscriberFailed = (error: Error) => {
    if (this.subscriberDown) return;
    this.subscriberDown = true;
    this.options.log.warn({ err: error }, "live events of other instances missed: Redis is away");
  };

  private readonly subscriberBack = () => {
    if (this.subscriberDown) this.options.log.info("live events shared through Redis again");
    this.subscriberDown = false;
  };
}
