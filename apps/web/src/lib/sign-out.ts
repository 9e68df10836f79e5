import { setSignedIn } from "../stores/signed-in-store";
import { useProfileStore } from "../stores/profile-store";
import { apiRequest } from "./api-client";
import { clearStorage } from "./browser-storage";

/**
 * Forgets what this browser kept about the signed-in person: their profile id, the header's
 * record and local storage. Logout calls it; so does a refusal after which the server has already
 * ended the session (an athlete under 13, whose account is erased: issue 25).
 */
export function forgetSignedIn(): void {
  // Reset first: the persisted store would otherwise write itself back after the clear.
  useProfileStore.getState().reset();
  setSignedIn(null);
  clearStorage("local");
}

/**
 * Ends the session (DELETE /api/auth/logout) and forgets what this browser kept about the person.
 * The local state goes even when the call fails: a Log out that leaves someone shown as signed in
 * is worse than a session that expires on its own.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("/api/auth/logout", { method: "DELETE" });
  } finally {
    forgetSignedIn();
  }
}
