import { ROUTES } from "@lineup/shared";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { getStoredRole } from "@web/lib/role-storage";
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
  const to = target ? { pathname: target, search } : ROUTES.signUp;
  // A viewport-tall placeholder while the next screen loads keeps the footer below the fold;
  // otherwise it shows at the bottom, then jumps when the form arrives (a layout shift, CLS 0.08).
  return (
    <>
      <div className="min-h-dvh" />
      <Navigate to={to} replace />
    </>
  );
}
