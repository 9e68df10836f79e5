import pg from "pg";
import type { ListenHandlers } from "./types";

/** How long to wait before connecting again after the listening connection dropped. */
const RECONNECT_MS = [250, 1000, 5000] as const;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and released):
 * connects again after a drop, saying `onLost` at once and `onReady` when listening again.
 * Resolves when first listening (or, when that failed, trying again); the returned function stops
 * for good.
 */
export async function listenOn(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify();
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      handlers.onLost();
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    handlers.onReady();
  };

  const schedule = () => {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      connect().catch(() => {
        if (!stopped) schedule();
      });
    }, delay);
    retry.unref();
  };

  try {
    await connect();
  } catch {
    handlers.onLost();
    schedule();
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
