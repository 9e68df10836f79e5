import { isApiRequestError } from "@web/lib/api-client";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";

/** Offers are closed to this person: the API's reason (an account not approved yet). */
export type OffersRefusal = { refused: string };

export const isRefusal = (data: unknown): data is OffersRefusal =>
  typeof data === "object" && data !== null && "refused" in data;

/**
 * A failed offers call as a screen takes it: nobody signed in goes to login and comes back
 * (`?next=`); a 403 is told on the screen in the API's words. Anything else is the error screen.
 */
export function refusalOf(error: unknown, request: Request): OffersRefusal | Response {
  if (isSignedOut(error)) return loginRedirect(request);
  if (isApiRequestError(error) && error.status === 403) return { refused: error.message };
  throw error;
}
