import type { Providers } from "./schemas/auth";

/**
 * The meta tag in which the server's index.html names this installation's sign-in providers,
 * space-separated (`content="google facebook"`, or empty): the login and join screens read it
 * instead of waiting for `GET /api/auth/providers` before they paint (decision 0078).
 */
export const PROVIDERS_META_NAME = "lineup-providers";

/** The providers a meta tag's content names; unknown words are ignored. */
export function providersFromMeta(content: string): Providers {
  const names = new Set(content.split(/\s+/));
  return { google: names.has("google"), facebook: names.has("facebook") };
}
