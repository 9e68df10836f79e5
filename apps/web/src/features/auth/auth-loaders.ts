import { PROVIDERS_META_NAME, providersFromMeta, type Providers } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { authApi } from "./auth-api";

export const NO_PROVIDERS: Providers = { google: false, facebook: false };

/**
 * Which login buttons to show: as the served page names them (decision 0078), else as the API
 * answers (the Vite dev server's page); none when that fails, so the e-mail form still works.
 */
export async function loadProviders(signal: AbortSignal): Promise<Providers> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PROVIDERS_META_NAME}"]`);
  if (meta) return providersFromMeta(meta.content);
  try {
    return await authApi.providers(signal);
  } catch {
    return NO_PROVIDERS;
  }
}

export type ProvidersLoaderData = { providers: Providers };

/**
 * Loaded before the screen renders so the Google and Facebook buttons never pop in and push the
 * form down (DESIGN.md: CLS 0). Back from a failed provider login (`?oauthError`), the login
 * screen opens with its problem dialog, whose lazily loaded code (Modal's ModalFrame) is fetched
 * here alongside (docs/decisions/0052).
 */
export async function providersLoader({
  request,
}: LoaderFunctionArgs): Promise<ProvidersLoaderData> {
  const problemAtOnce = new URL(request.url).searchParams.has("oauthError");
  const [providers] = await Promise.all([
    loadProviders(request.signal),
    problemAtOnce && import("@web/components/ui/modal-frame"),
  ]);
  return { providers };
}
