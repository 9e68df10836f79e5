import type { Providers } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { authApi } from "./auth-api";

export const NO_PROVIDERS: Providers = { google: false, facebook: false };

/** Which login buttons to show; none when the answer fails, so the e-mail form still works. */
export async function loadProviders(signal: AbortSignal): Promise<Providers> {
  try {
    return await authApi.providers(signal);
  } catch {
    return NO_PROVIDERS;
  }
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
