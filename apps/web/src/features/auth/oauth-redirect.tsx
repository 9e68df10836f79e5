import { ROUTES } from "@lineup/shared";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { getStoredRole } from "../../lib/role-storage";
import { afterOAuthPath, toStoredRole } from "./redirect-targets";

/**
 * Back from an OAuth provider (spec §2): forward the provider and token, untouched, to the join
 * screen of the stored role, or to login; the `role` the server echoes covers a browser whose
 * storage was wiped on the way.
 */
export function OAuthRedirect() {
  const { search } = useLocation();
  const [params] = useSearchParams();
  const target = afterOAuthPath(getStoredRole() ?? toStoredRole(params.get("role")));
  if (!target) return <Navigate to={ROUTES.signUp} replace />;
  return <Navigate to={{ pathname: target, search }} replace />;
}
