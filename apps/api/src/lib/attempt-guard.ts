import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { AttemptStore, Counter } from "./attempt-store";
import type { Clock } from "./clock";
import { addressOf, type AttemptPolicy } from "./rate-limits";
import { TooManyAttempts } from "./too-many-attempts";

/**
 * The attempt policy of one route (decision 0069): each attempt on an address counts on its
 * (address, IP) pair, a hard limit, and on the address alone, a growing delay. An attempt is
 * counted before it is checked, so a burst sent at once cannot slip past; the owner's success
 * then forgets the address's counts (`forget`), so successes never add up.
 */
export class AttemptGuard {
  constructor(
    private readonly store: AttemptStore,
    private readonly name: string,
    private readonly policy: AttemptPolicy,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt on `address` from `ip`, or throws a 429 saying how long to wait. */
  async take(address: string, ip: string): Promise<void> {
    const { pair, address: delay } = this.policy;
    const keys = this.keys(address, ip);
    const counters: Counter[] = [
      { key: keys.pair, rule: { kind: "window", ...pair } },
      {
        key: keys.address,
        rule: {
          kind: "delay",
          free: delay.free,
          first: delay.firstDelay,
          cap: delay.maxDelay,
          forget: delay.forgetAfter,
        },
      },
    ];
    const wait = await this.store.take(counters, this.clock().getTime());
    if (wait > 0) throw new TooManyAttempts(wait);
  }

  /**
   * The owner proved themselves (the right password): the address's delay and this pair's count
   * are forgotten. Other IPs' pairs keep theirs, so a guesser gains nothing from the owner.
   */
  async forget(address: string, ip: string): Promise<void> {
    const keys = this.keys(address, ip);
    await this.store.clear([keys.pair, keys.address]);
  }

  /** A preHandler counting the body's `email` from the request's IP. */
  hook(): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest) => this.take(addressOf(request), request.ip);
  }

  // The address in braces: both keys of an address sit in one Redis Cluster slot.
  private keys(address: string, ip: string) {
    const base = `${this.name}:{${address}}`;
    return { pair: `${base}:pair:${ip}`, address: `${base}:address` };
  }
}
