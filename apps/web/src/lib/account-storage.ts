import { ROUTES, STORAGE_KEYS } from "@lineup/shared";
import { readItem, removeItem, writeItem } from "./browser-storage";

/**
 * Small hints kept between screens of the accounts flows. Keys of spec §3 live in localStorage;
 * the two flags below are this tab's business only, so they use sessionStorage.
 */
export const SESSION_KEYS = {
  /** Set by the confirmation redirect; the next onboarding screen shows the confirmed modal. */
  emailConfirmed: "email-confirmed",
  /** An invitation id (an agent's or an athlete's), kept across the round trip to an OAuth provider. */
  pendingInviteId: "pending-invite-id",
  /** The agent's welcome was closed; the first-time flag itself waits for Finish Registration. */
  welcomeSeen: "welcome-seen",
  /** A screen that sent a signed-out person to log in, to come back to (/representation, /settings). */
  returnPath: "return-path",
} as const;

/**
 * The agent e-mail of a bare athlete join link (`?agentEmail=`): get-started pre-fills an editable
 * field with it. An invitation's agent comes from the server instead (docs/decisions/0066).
 */
export function setAgentEmail(email: string): void {
  writeItem(STORAGE_KEYS.agentEmail, email);
}

export function getAgentEmail(): string | null {
  return readItem(STORAGE_KEYS.agentEmail);
}

/** Spec §4: true after an agent's sign-up; drives the welcome modal and "Finish Registration". */
export function setFirstTimeUser(value: boolean): void {
  writeItem(STORAGE_KEYS.isFirstTimeUser, String(value));
}

export function isFirstTimeUser(): boolean {
  return readItem(STORAGE_KEYS.isFirstTimeUser) === "true";
}

export function markWelcomeSeen(): void {
  writeItem(SESSION_KEYS.welcomeSeen, "true", "session");
}

export function hasSeenWelcome(): boolean {
  return readItem(SESSION_KEYS.welcomeSeen, "session") === "true";
}

export function markEmailConfirmed(): void {
  writeItem(SESSION_KEYS.emailConfirmed, "true", "session");
}

/** Read without clearing: React may run an initializer twice, and both runs must agree. */
export function hasEmailConfirmedFlag(): boolean {
  return readItem(SESSION_KEYS.emailConfirmed, "session") === "true";
}

export function clearEmailConfirmedFlag(): void {
  removeItem(SESSION_KEYS.emailConfirmed, "session");
}

export function setPendingInviteId(inviteId: string | null): void {
  if (inviteId) writeItem(SESSION_KEYS.pendingInviteId, inviteId, "session");
  else removeItem(SESSION_KEYS.pendingInviteId, "session");
}

export function getPendingInviteId(): string | null {
  return readItem(SESSION_KEYS.pendingInviteId, "session");
}

/** Where to return after signing in: only screens that send people to log in set it. */
export function setReturnPath(path: string | null): void {
  if (path) writeItem(SESSION_KEYS.returnPath, path, "session");
  else removeItem(SESSION_KEYS.returnPath, "session");
}

/** Screens a sign-in may return to; anything else routes as usual (no open redirect). */
const RETURNABLE: readonly string[] = [ROUTES.representation, ROUTES.settings];

/** The return path, used up: a later sign-in routes as usual. */
export function takeReturnPath(): string | null {
  const path = readItem(SESSION_KEYS.returnPath, "session");
  removeItem(SESSION_KEYS.returnPath, "session");
  return path && RETURNABLE.includes(path) ? path : null;
}
