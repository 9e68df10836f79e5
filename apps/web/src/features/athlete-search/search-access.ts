import { isApiRequestError } from "@web/lib/api-client";
import { isSignedOut, loginRedirect } from "@web/lib/login-redirect";

/** Search is closed to this person: the API's reason (not approved yet, or an athlete). */
export type SearchRefusal = { refused: string };

export const isRefusal = (data: unknown): data is SearchRefusal =>
  typeof data === "object" && data !== null && "refused" in data;

/**
 * A search call's failure as the screen takes it: nobody signed in goes to login and comes back
 * (`?next=`); a 403 is the API's message (an account not approved yet, or an athlete), shown on
 * the screen rather than as an error page, and so is a 429 of the limits against scraping, whose
 * message says how long to wait (docs/decisions/0082). Anything else reaches the error screen.
 */
export function refusalOf(error: unknown, request: Request): SearchRefusal | Response {
  if (isSignedOut(error)) return loginRedirect(request);
  if (isApiRequestError(error) && [403, 429].includes(error.status))
    return { refused: error.message };
  throw error;
}
