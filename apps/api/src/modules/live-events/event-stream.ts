import type { LiveEvent } from "@lineup/shared";
import type { ServerResponse } from "node:http";

/** How long a page waits before reconnecting after the stream drops (the SSE `retry:` field). */
export const RECONNECT_MS = 5000;
/**
 * A page that stops reading is dropped once this much waits unsent: events are a few dozen
 * bytes, so only a reader that never reads gets here, and its socket must not hold memory.
 */
const MAX_UNSENT_BYTES = 64 * 1024;

/**
 * One page's server-sent events on a hijacked response (Fastify no longer touches it, so no
 * serializer, compression or hook buffers it). The headers the hooks already set on the reply
 * (security headers, the request id, a renewed session cookie) are passed in and kept.
 */
export class EventStream {
  private ended = false;

  constructor(
    private readonly raw: ServerResponse,
    headers: Record<string, string | number | string[] | undefined>,
  ) {
    raw.writeHead(200, {
      ...headers,
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: a proxy must not compress or rewrite the stream (it would buffer it).
      "cache-control": "no-cache, no-transform",
      // nginx buffers proxied answers unless told not to.
      "x-accel-buffering": "no",
      // The socket ends with the stream, so a server closing never waits on an idle keep-alive.
      connection: "close",
    });
    // The first bytes say the stream is open: the page (and a test) knows it now listens.
    this.write(`retry: ${RECONNECT_MS}\n: open\n\n`);
  }

  /** Only the event's type and offer id leave, whatever else a publisher's object carries. */
  send(event: LiveEvent): void {
    const data = JSON.stringify({ type: event.type, offerId: event.offerId });
    this.write(`event: ${event.type}\ndata: ${data}\n\n`);
  }

  /** A comment line: proxies and load balancers see traffic and keep the connection open. */
  heartbeat(): void {
    this.write(": ping\n\n");
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.raw.end();
  }

  private write(text: string): void {
    if (this.ended || this.raw.destroyed) return;
    if (this.raw.writableLength > MAX_UNSENT_BYTES) {
      this.raw.destroy();
      return;
    }
    this.raw.write(text);
  }
}
