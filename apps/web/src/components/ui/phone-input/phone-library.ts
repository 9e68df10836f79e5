import { useEffect, useSyncExternalStore } from "react";
import type * as PhoneMetadata from "./phone-metadata";

export type PhoneLibrary = typeof PhoneMetadata;

let library: PhoneLibrary | undefined;
let pending: Promise<PhoneLibrary> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the phone metadata once; every phone field re-renders when it arrives. A failed
 * download (offline for a moment) is tried again on the next focus.
 */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  pending ??= import("./phone-metadata").then(
    (loaded) => {
      library = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts the download and swallows its failure: the field works unformatted meanwhile. */
export function preloadPhoneLibrary(): void {
  loadPhoneLibrary().catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => library;

/**
 * The phone metadata, or undefined until it arrives. Its download starts when the browser is
 * idle after the field's first render (or at once on focus, see preloadPhoneLibrary), so the
 * join screen's first load does without it and the field shows the default country meanwhile.
 */
export function usePhoneLibrary(): PhoneLibrary | undefined {
  const loaded = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (library) return;
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(preloadPhoneLibrary, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadPhoneLibrary, 1);
    return () => clearTimeout(timer);
  }, []);
  return loaded;
}
