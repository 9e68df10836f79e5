import { ROUTES } from "@lineup/shared";
import { isApiRequestError } from "./api-client";

/** The API said nobody is signed in (no session, or it ended). */
export function isSignedOut(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 401;
}

/** What react-router's redirect() builds, without adding that helper to the shared first-load chunk. */
export function redirectTo(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location } });
}

/**
 * Sends a signed-out visitor of a signed-in screen to login, which brings them back to it
 * afterwards (`?next=`, docs/decisions/0067), instead of leaving a form whose Save cannot work.
 */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const next = encodeURIComponent(`${url.pathname}${url.search}`);
  return redirectTo(`${ROUTES.login}?next=${next}`);
}
