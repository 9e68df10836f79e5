import {
  AFTER_CONFIRMATION_ROUTE,
  JOIN_ROUTE,
  ROUTES,
  isUserRole,
  type StoredRole,
} from "@lineup/shared";

/** Spec §2 "Redirect screens": where the confirmation redirect sends each stored role. */
export function afterConfirmationPath(role: StoredRole | null): string {
  return isUserRole(role) ? AFTER_CONFIRMATION_ROUTE[role] : ROUTES.signUp;
}

/** Where the OAuth redirect forwards each role; the caller keeps the query string. */
export function afterOAuthPath(role: StoredRole | null): string | null {
  if (role === "login") return ROUTES.login;
  return isUserRole(role) ? JOIN_ROUTE[role] : null;
}

export function toStoredRole(value: string | null): StoredRole | null {
  return value === "login" || isUserRole(value) ? value : null;
}
