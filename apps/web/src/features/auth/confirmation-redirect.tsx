import { AFTER_CONFIRMATION_ROUTE, MESSAGES, ROUTES, isUserRole } from "@lineup/shared";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { primaryButton } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { StatusCard } from "../../components/ui/status-card";
import { isApiRequestError } from "../../lib/api-client";
import { markEmailConfirmed, setFirstTimeUser } from "../../lib/account-storage";
import { preloadScreen } from "../../lib/preload-screen";
import { getStoredRole, setStoredRole } from "../../lib/role-storage";
import { authApi } from "./auth-api";
import { problemFrom } from "../../lib/problem";
import { afterConfirmationPath } from "./redirect-targets";

/**
 * The e-mailed confirmation link lands here (docs/decisions/0005). With a token it confirms the
 * address, which signs the person in and tells their role, so the right screen opens in any
 * browser; without one it applies the spec's stored-role rules.
 */
export function ConfirmationRedirect() {
  const [search] = useSearchParams();
  const token = search.get("token");
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The token is single-use: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    // The link is usually opened in the browser that signed up, which knows the role: the next
    // screen downloads while the address is confirmed, not after (docs/decisions/0042).
    const likelyRole = getStoredRole();
    if (isUserRole(likelyRole)) preloadScreen(AFTER_CONFIRMATION_ROUTE[likelyRole]);
    authApi
      .confirmEmail(token)
      .then((account) => {
        setStoredRole(account.role);
        if (account.role === "agent") setFirstTimeUser(true);
        markEmailConfirmed();
        return navigate(AFTER_CONFIRMATION_ROUTE[account.role], { replace: true });
      })
      .catch((error: unknown) =>
        setFailure(
          isApiRequestError(error) && error.status === 400
            ? MESSAGES.invalidConfirmationLink
            : problemFrom(error).message,
        ),
      );
  }, [token, navigate]);

  if (!token) return <Navigate to={afterConfirmationPath(getStoredRole())} replace />;

  if (failure) {
    return (
      <StatusCard
        tone="error"
        title={MESSAGES.problemTitle}
        action={
          <Link to={`${ROUTES.emailConfirmation}?status=invalid`} className={primaryButton}>
            Send me a new link
          </Link>
        }
      >
        <p>{failure}</p>
      </StatusCard>
    );
  }

  // A viewport tall, so the footer starts below the fold: the onboarding screen that replaces
  // this one without a click is taller, and moving a visible footer down counts as a layout
  // shift (CLS 0.12 on a phone before; docs/decisions/0023).
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-zinc-700">
      <Spinner className="size-8 text-accent-600" />
      <h1 role="status" className="text-lg font-semibold">
        Confirming your e-mail…
      </h1>
    </div>
  );
}
