import { ROUTES, type SessionSummary } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { securityApi } from "./security-api";
import { redirectTo } from "@web/lib/login-redirect";

export type SecurityLoaderData = { sessions: SessionSummary[]; totpEnabled: boolean };

/** Both panels' data before the screen shows; a signed-out visitor is sent to log in. */
export async function securityLoader({
  request,
}: LoaderFunctionArgs): Promise<SecurityLoaderData | Response> {
  try {
    const [sessions, status] = await Promise.all([
      securityApi.sessions(request.signal),
      securityApi.totpStatus(request.signal),
    ]);
    return { sessions, totpEnabled: status.enabled };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) return redirectTo(ROUTES.login);
    throw error;
  }
}
