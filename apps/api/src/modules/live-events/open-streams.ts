import type { EventStream } from "./event-stream";

/**
 * Pages one person may hold open on one instance. A person has a few tabs; the cap keeps one
 * account (or a stolen cookie in a loop) from holding thousands of sockets. The next page is
 * refused with 429 and gets no live updates until one of the others closes.
 */
export const MAX_STREAMS_PER_USER = 10;

/** The event streams open on this instance, by person: for the cap and for ending them all. */
export class OpenStreams {
  private readonly byUser = new Map<string, Set<EventStream>>();
  private closing = false;

  /** Adds a stream unless the person is at the cap or the server is closing; whether it was. */
  add(userId: string, stream: EventStream): boolean {
    const streams = this.byUser.get(userId) ?? new Set();
    if (this.closing || streams.size >= MAX_STREAMS_PER_USER) return false;
    streams.add(stream);
    this.byUser.set(userId, streams);
    return true;
  }

  remove(userId: string, stream: EventStream): void {
    const streams = this.byUser.get(userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byUser.delete(userId);
  }

  count(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Ends every stream (the server is closing): pages reconnect to another instance. */
  endAll(): void {
    this.closing = true;
    for (const streams of this.byUser.values()) for (const stream of streams) stream.end();
    this.byUser.clear();
  }
}
