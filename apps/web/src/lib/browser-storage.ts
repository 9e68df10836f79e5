type Area = "local" | "session";

/**
 * Web storage can be missing or throw (disabled storage, some private modes, quota). What we keep
 * there only steers redirects and hints, so every failure degrades to "nothing stored" instead of
 * crashing a screen.
 */
function storage(area: Area): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, area: Area = "local"): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, area: Area = "local"): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // See storage(): losing a hint is better than losing the screen.
  }
}

export function removeItem(key: string, area: Area = "local"): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}

export function clearStorage(area: Area = "local"): void {
  try {
    storage(area)?.clear();
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
