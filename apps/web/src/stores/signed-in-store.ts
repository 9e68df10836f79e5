import type { AccountRole, MyProfile } from "@lineup/shared";
import { useSyncExternalStore } from "react";
import { readItem, removeItem, writeItem } from "../lib/browser-storage";

/**
 * Who the header shows as signed in: a name, initials, and their own profile photo when they have
 * one (`/api/media/{id}` from GET /api/profile/my); never an e-mail of anyone else.
 */
export type SignedInPerson = {
  name: string;
  initials: string;
  role: AccountRole;
  avatarUrl?: string | null;
};

const KEY = "lineup-signed-in";

/**
 * The session cookie is httpOnly, so the page cannot see it: login and /home write who is signed
 * in here (localStorage, so other tabs and reloads agree), logout and registration success clear
 * it, and a 401 from /home corrects a stale entry. The header reads it without asking the API on
 * every screen (no extra request on the public pages' first load).
 */
function stored(): SignedInPerson | null {
  try {
    const value = JSON.parse(readItem(KEY) ?? "null") as SignedInPerson | null;
    return value && typeof value.name === "string" ? value : null;
  } catch {
    return null;
  }
}

let current = stored();
const listeners = new Set<() => void>();

export function setSignedIn(person: SignedInPerson | null): void {
  current = person;
  if (person) writeItem(KEY, JSON.stringify(person));
  else removeItem(KEY);
  for (const listener of listeners) listener();
}

/** The record of `account`; `avatarUrl` is the person's own photo (GET /api/profile/my). */
export function personOf(
  account: Pick<MyProfile["account"], "firstName" | "lastName" | "businessName" | "email" | "role">,
  avatarUrl: string | null = null,
): SignedInPerson {
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(" ");
  const name = account.businessName ?? (fullName || account.email.split("@")[0]!);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return { name, initials, role: account.role, avatarUrl };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The record as it is now (outside React). */
export function signedIn(): SignedInPerson | null {
  return current;
}

export function useSignedIn(): SignedInPerson | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
