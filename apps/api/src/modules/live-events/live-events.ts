import type { LiveEvent } from "@lineup/shared";

/**
 * Live updates for signed-in people (DESIGN.md "live updates", issue 24): a feature publishes
 * "offer X moved" to the users concerned; every open page of those users (GET /api/events, on any
 * instance) hears it and re-reads what changed. Events carry ids only, never content.
 */
export interface LiveEvents {
  /** Tells every open page of these users, on this instance and (with REDIS_URL) on the others. */
  publish(userIds: readonly string[], event: LiveEvent): void;
  /** A page's stream opened: `send` is called for each event of this user until the unsubscribe. */
  subscribe(userId: string, send: (event: LiveEvent) => void): () => void;
  /** Whether the user has a page listening now (used to e-mail only people who are away). */
  isListening(userId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** One instance's hub: the subscribers of this process. */
export class LocalLiveEvents implements LiveEvents {
  private readonly listeners = new Map<string, Set<(event: LiveEvent) => void>>();

  publish(userIds: readonly string[], event: LiveEvent): void {
    for (const userId of new Set(userIds)) this.deliver(userId, event);
  }

  /** Hands an event to this process's pages of one user (also used by a cross-instance relay). */
  deliver(userId: string, event: LiveEvent): void {
    for (const send of this.listeners.get(userId) ?? []) {
      // One page's broken socket must not stop the others, nor throw into the publisher.
      try {
        send(event);
      } catch {
        /* that page is gone; its close unsubscribes it */
      }
    }
  }

  /** Whether this instance has a page of this user (isListening without the promise). */
  has(userId: string): boolean {
    return this.listeners.has(userId);
  }

  /** The users with a page open on this instance (what a shared presence refreshes). */
  users(): string[] {
    return [...this.listeners.keys()];
  }

  subscribe(userId: string, send: (event: LiveEvent) => void): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(send);
    this.listeners.set(userId, set);
    return () => {
      set.delete(send);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async isListening(userId: string): Promise<boolean> {
    return this.listeners.has(userId);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
