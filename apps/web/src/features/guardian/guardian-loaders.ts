import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { guardianApi } from "./guardian-api";

/** What a guardian's page shows: the link's content, or why the link no longer works. */
export type GuardianPageData<View> =
  | { token: string; view: View; invalid?: undefined }
  | { token: string; view?: undefined; invalid: string };

/** A link the server does not know, or knows as spent or expired (not a failure to retry). */
function isDeadLink(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    (error.code === ERROR_CODES.invalidToken || error.status === 400 || error.status === 404)
  );
}

/**
 * The loader of a guardian's page: reads what the e-mailed link (`/guardian/…/:token`) opens.
 * A dead link says so in the server's words (or `fallback`); any other failure (offline, a
 * server error) reaches the route's error screen, which offers to try again.
 */
function guardianLoader<View>(
  read: (token: string, signal: AbortSignal) => Promise<View>,
  fallback: string,
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<GuardianPageData<View>> => {
    const token = params.token ?? "";
    if (!token) return { token, invalid: fallback };
    try {
      return { token, view: await read(token, request.signal) };
    } catch (error) {
      if (!isDeadLink(error)) throw error;
      const own = isApiRequestError(error) && error.code === ERROR_CODES.invalidToken;
      return { token, invalid: own ? error.message : fallback };
    }
  };
}

export const consentLoader = guardianLoader(guardianApi.consent, MESSAGES.guardianConsentInvalid);
export const withdrawLoader = guardianLoader(guardianApi.withdrawal, MESSAGES.guardianLinkInvalid);
export const offerLoader = guardianLoader(guardianApi.offer, MESSAGES.guardianLinkInvalid);
