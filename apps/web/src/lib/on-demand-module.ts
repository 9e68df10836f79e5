import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "./when-idle";

/**
 * Code that shows only after a person's action (a dialog, a picker's list), kept off a screen's
 * first load: it downloads when the browser is idle after the first render, or at once when it is
 * needed before that. A failed download (offline for a moment) is tried again the next time
 * (docs/decisions/0035, 0041). `provide` hands the code over when something else loaded it.
 */
export function onDemandModule<T extends object>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function provide(loaded: T): void {
    value = loaded;
    for (const listener of listeners) listener();
  }

  function fetchOnce(): void {
    pending ??= load().then(provide, () => {
      pending = undefined;
    });
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const current = () => value;

  /** The module, or undefined until it arrives; `needed` asks for it at once. */
  function useModule(needed: boolean): T | undefined {
    const loaded = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      if (value) return;
      if (needed) {
        fetchOnce();
        return;
      }
      return whenIdle(fetchOnce);
    }, [needed]);
    return loaded;
  }

  return { useModule, provide };
}
