import { ROUTES } from "@lineup/shared";
import { apiRequest, isApiRequestError } from "@web/lib/api-client";
import { isSignedOut, loginRedirect, redirectTo } from "@web/lib/login-redirect";
import { profileApi } from "@web/lib/profile-api";

/** What a console screen shows to someone the console answered 404. */
export type ConsoleRefusal = { refused: true };

export const isRefusal = (data: unknown): data is ConsoleRefusal =>
  typeof data === "object" && data !== null && "refused" in data;

/**
 * Every console call answers 404 to anyone but an operator who signed in with a code (decision
 * 0079). The screen then tells apart the two people who can do something about it: nobody signed
 * in, or an operator whose session has not proved the code (the one the invitation started), go
 * to login and come back here; anyone else sees the "not found" screen, as for any unknown
 * address. An operator without a second factor yet (the invitation's page left at step 2) goes
 * back to that step. Other failures reach the error screen.
 */
export async function refusalOf(
  error: unknown,
  request: Request,
): Promise<ConsoleRefusal | Response> {
  if (isSignedOut(error)) return loginRedirect(request);
  if (!isApiRequestError(error) || error.status !== 404) throw error;
  try {
    const my = await profileApi.myProfile();
    if (my.account.role !== "operator") return { refused: true };
    // An operator who never turned the second factor on enrols it first (then signs in with it).
    const totp = await apiRequest<{ data: { enabled: boolean } }>("/api/auth/totp");
    return totp.data.enabled ? loginRedirect(request) : redirectTo(ROUTES.operatorAccept);
  } catch (reason) {
    if (isSignedOut(reason)) return loginRedirect(request);
    throw reason;
  }
}
