import type { OfferSummary } from "@lineup/shared";
import { useEffect, useSyncExternalStore } from "react";
import { useLiveEvents } from "./live-events";
import { offersApi } from "./offers-api";

/**
 * The header's offers count: offers waiting for the person's move plus messages they have not
 * read (GET /api/offers/summary). Read when the header's menu first shows, again on every live
 * event, and when a screen says it changed them (opening an offer's thread marks it read).
 * Null until read, and when the summary is not the person's to read (not approved, an operator).
 */
let count: number | null = null;
let reading: Promise<void> | null = null;
let again = false;
const listeners = new Set<() => void>();

const countOf = (summary: OfferSummary) => summary.awaitingYou + summary.unreadMessages;

function set(next: number | null) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** Reads the count again (one read at a time; a call meanwhile reads once more after it). */
export function refreshOfferCounts(): void {
  if (reading) {
    again = true;
    return;
  }
  reading = offersApi
    .summary()
    .then((summary) => set(countOf(summary)))
    .catch(() => set(null))
    .finally(() => {
      reading = null;
      if (again) {
        again = false;
        refreshOfferCounts();
      }
    });
}

/** Another screen has the summary at hand (home): the header takes it without a call. */
export function setOfferCounts(summary: OfferSummary | null): void {
  set(summary ? countOf(summary) : null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count, kept current while the caller is mounted; `enabled` false reads nothing. */
export function useOfferCount(enabled: boolean): number | null {
  useEffect(() => {
    if (enabled) refreshOfferCounts();
  }, [enabled]);
  const value = useSyncExternalStore(
    subscribe,
    () => count,
    () => count,
  );
  // Live only once a read succeeded: a person without offers (pending) opens no stream.
  useLiveEvents(refreshOfferCounts, enabled && value !== null);
  return enabled ? value : null;
}
