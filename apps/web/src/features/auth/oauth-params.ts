import { OAUTH_PROVIDERS, type OAuthProvider } from "@lineup/shared";

const PROVIDER_NAMES: readonly string[] = OAUTH_PROVIDERS;

/** `?provider=google&token=…`, as forwarded by the OAuth redirect screen. */
export type OAuthParams = { provider: OAuthProvider; token: string };

export function oauthParamsOf(search: URLSearchParams): OAuthParams | null {
  const provider = search.get("provider");
  const token = search.get("token");
  const known = PROVIDER_NAMES.includes(provider ?? "");
  return known && token ? { provider: provider as OAuthProvider, token } : null;
}
