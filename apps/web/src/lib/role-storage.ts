import { STORAGE_KEYS, isUserRole, type StoredRole } from "@lineup/shared";

function isStoredRole(value: unknown): value is StoredRole {
  return value === "login" || isUserRole(value);
}

/**
 * localStorage can be missing or throw (disabled storage, some private modes, quota). The stored
 * role only steers later redirects, so every failure degrades to "no role" instead of crashing.
 */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The role chosen most recently in this browser, or null when none (or an unknown one) is stored. */
export function getStoredRole(): StoredRole | null {
  try {
    const value = storage()?.getItem(STORAGE_KEYS.userRole);
    return isStoredRole(value) ? value : null;
  } catch {
    return null;
  }
}

export function setStoredRole(role: StoredRole): void {
  try {
    storage()?.setItem(STORAGE_KEYS.userRole, role);
  } catch {
    // Without storage the redirect screens fall back to the role chooser, which still works.
  }
}
