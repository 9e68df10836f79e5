import {
  OAUTH_PROVIDERS,
  type OAuthHandoff,
  type OAuthProvider,
  type Providers,
} from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { problemFrom } from "../../lib/problem";
import { authApi } from "./auth-api";

const NO_PROVIDERS: Providers = { google: false, facebook: false };

const PROVIDER_NAMES: readonly string[] = OAUTH_PROVIDERS;

/** Which login buttons to show; none when the answer fails, so the e-mail form still works. */
async function loadProviders(signal: AbortSignal): Promise<Providers> {
  try {
    return await authApi.providers(signal);
  } catch {
    return NO_PROVIDERS;
  }
}

/** `?provider=google&token=…`, as forwarded by the OAuth redirect screen. */
export type OAuthParams = { provider: OAuthProvider; token: string };

export function oauthParamsOf(search: URLSearchParams): OAuthParams | null {
  const provider = search.get("provider");
  const token = search.get("token");
  const known = PROVIDER_NAMES.includes(provider ?? "");
  return known && token ? { provider: provider as OAuthProvider, token } : null;
}

export type ProvidersLoaderData = { providers: Providers };

/**
 * Loaded before the screen renders so the Google and Facebook buttons never pop in and push the
 * form down (DESIGN.md: CLS 0).
 */
export async function providersLoader({
  request,
}: LoaderFunctionArgs): Promise<ProvidersLoaderData> {
  return { providers: await loadProviders(request.signal) };
}

export type JoinLoaderData = ProvidersLoaderData & {
  oauth: OAuthParams | null;
  handoff: OAuthHandoff | null;
  handoffError: string | null;
};

/** The join screens also read the OAuth hand-off, whose names and e-mail pre-fill the form. */
export async function joinLoader({ request }: LoaderFunctionArgs): Promise<JoinLoaderData> {
  const oauth = oauthParamsOf(new URL(request.url).searchParams);
  if (!oauth) {
    return {
      providers: await loadProviders(request.signal),
      oauth,
      handoff: null,
      handoffError: null,
    };
  }
  try {
    const handoff = await authApi.oauthHandoff(oauth.token, request.signal);
    return { providers: NO_PROVIDERS, oauth, handoff, handoffError: null };
  } catch (error) {
    const { message } = problemFrom(error);
    return {
      providers: await loadProviders(request.signal),
      oauth: null,
      handoff: null,
      handoffError: message,
    };
  }
}
