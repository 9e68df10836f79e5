/** The OAuth providers Lineup knows (zod-free, so the first screen can import it cheaply). */
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
