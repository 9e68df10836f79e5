import { ROUTES, type RepresentationOverview, type UserRole } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { setReturnPath } from "@web/lib/account-storage";
import { isApiRequestError } from "@web/lib/api-client";
import { representationApi } from "./representation-api";
import { redirectTo } from "@web/lib/login-redirect";

export type RepresentationLoaderData = {
  role: UserRole | "operator";
  overview: RepresentationOverview;
};

/**
 * The signed-in person's role and requests. Signed out (an e-mailed link opened elsewhere): to
 * the login screen, which comes back here once signed in.
 */
export async function representationLoader({
  request,
}: LoaderFunctionArgs): Promise<RepresentationLoaderData | Response> {
  try {
    const [role, overview] = await Promise.all([
      representationApi.role(),
      representationApi.overview(request.signal),
    ]);
    return { role, overview };
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 401) throw error;
    setReturnPath(ROUTES.representation);
    return redirectTo(ROUTES.login);
  }
}
