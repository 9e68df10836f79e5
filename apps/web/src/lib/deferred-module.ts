import { startTransition, useEffect, useState } from "react";
import { onFirstEngagement } from "./on-first-engagement";

export type DeferredModule<T> = {
  /** Fetches the module once; a failed download is tried again on the next call. */
  load: () => Promise<T>;
  /** Starts the download and swallows its failure (the caller works without it meanwhile). */
  preload: () => void;
  /**
   * The module, or undefined until it arrives; every user re-renders when it does, in a
   * transition. The download starts at the person's first press or key on the page
   * (lib/on-first-engagement), or earlier, on `preload`.
   */
  useModule: () => T | undefined;
};

/**
 * A module a screen can do without on its first load, fetched at the person's first press, key or
 * focus on the page, or at once when they reach for its own field: the phone metadata (decision
 * 0030), the lookup fields' Ariakit combobox (0071), the modal's frame (0078).
 */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  function load(): Promise<T> {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  function preload(): void {
    load().catch(() => undefined);
  }

  function useModule(): T | undefined {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      // The screen re-renders with the module as a transition: React renders it in slices, so a
      // screen with many users of it (a form's lookups) never blocks the main thread long.
      const arrived = () => startTransition(() => setModule(loaded));
      listeners.add(arrived);
      if (loaded) arrived();
      const cancel = loaded ? undefined : onFirstEngagement(preload);
      return () => {
        listeners.delete(arrived);
        cancel?.();
      };
    }, []);
    return module;
  }

  return { load, preload, useModule };
}
