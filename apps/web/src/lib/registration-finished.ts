import type { NavigateOptions } from "react-router";

/**
 * The navigation state that marks the end of a registration. Registration success congratulates,
 * signs off and clears storage only when it was reached this way, never when a stranger (or a
 * signed-in person) types its address (issue 21). History keeps the state across a reload.
 */
export const REGISTERED = { state: { registered: true } } satisfies NavigateOptions;

export function isEndOfRegistration(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as { registered?: unknown }).registered === true
  );
}

/** Where login may send a person back to: a path of this site, never another origin. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return null;
  }
  return value;
}
