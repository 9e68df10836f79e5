import type { LiveEvent } from "@lineup/shared";
import { useEffect, useRef } from "react";

/**
 * What a subscriber hears: an event of GET /api/events, or `resync` after the stream came back
 * from a drop, when events may have been missed and everything shown should be read again.
 */
export type LiveNotice = LiveEvent | { type: "resync" };
type Listener = (notice: LiveNotice) => void;

const EVENTS_PATH = "/api/events";
const BACKOFF_MS = { first: 1_000, max: 30_000 };

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let backoff = BACKOFF_MS.first;
let dropped = false;

function tell(notice: LiveNotice) {
  for (const listener of [...listeners]) listener(notice);
}

/** `data` as the contract gives it ({ type, offerId }); anything else is ignored, never thrown. */
function parse(data: unknown): LiveEvent | null {
  if (typeof data !== "string") return null;
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    const typeOk = value.type === "offer" || value.type === "message";
    return typeOk && typeof value.offerId === "string"
      ? { type: value.type!, offerId: value.offerId }
      : null;
  } catch {
    return null;
  }
}

function open() {
  if (source || typeof EventSource === "undefined") return;
  const stream = new EventSource(EVENTS_PATH, { withCredentials: true });
  source = stream;
  const onEvent = (event: MessageEvent) => {
    const parsed = parse(event.data);
    if (parsed) tell(parsed);
  };
  stream.addEventListener("offer", onEvent);
  stream.addEventListener("message", onEvent);
  stream.addEventListener("open", () => {
    backoff = BACKOFF_MS.first;
    if (dropped) tell({ type: "resync" });
    dropped = false;
  });
  stream.addEventListener("error", () => {
    dropped = true;
    // The browser retries a dropped stream itself; one it closed (a refusal, a failed reconnect)
    // is ours to reopen, later each time, so a server that is down is not hammered.
    if (stream.readyState !== EventSource.CLOSED) return;
    close();
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (listeners.size > 0) open();
    }, backoff);
    backoff = Math.min(backoff * 2, BACKOFF_MS.max);
  });
}

function close() {
  source?.close();
  source = null;
}

/**
 * One EventSource on /api/events per tab, shared by every subscriber: opened by the first, closed
 * when the last leaves (DESIGN.md "live updates"). Answers the unsubscribe.
 */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    backoff = BACKOFF_MS.first;
    dropped = false;
    close();
  };
}

/** Calls `handler` with each live notice while the component is mounted (and `enabled`). */
export function useLiveEvents(handler: Listener, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveEvents((notice) => latest.current(notice));
  }, [enabled]);
}
