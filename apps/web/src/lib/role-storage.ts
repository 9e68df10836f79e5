import { STORAGE_KEYS, isUserRole, type StoredRole } from "@lineup/shared";
import { readItem, writeItem } from "./browser-storage";

function isStoredRole(value: unknown): value is StoredRole {
  return value === "login" || isUserRole(value);
}

/** The role chosen most recently in this browser, or null when none (or an unknown one) is stored. */
export function getStoredRole(): StoredRole | null {
  const value = readItem(STORAGE_KEYS.userRole);
  return isStoredRole(value) ? value : null;
}

/** Without storage the redirect screens fall back to the role chooser, which still works. */
export function setStoredRole(role: StoredRole): void {
  writeItem(STORAGE_KEYS.userRole, role);
}
