import {
  AFTER_CONFIRMATION_ROUTE,
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  isUserRole,
  type Account,
} from "@lineup/shared";
import { useEffect, useState } from "react";
import { Link, Navigate, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { primaryButton } from "@web/components/ui/button-styles";
import { Spinner } from "@web/components/ui/spinner";
import { StatusCard } from "@web/components/ui/status-card";
import { isApiRequestError } from "@web/lib/api-client";
import { markEmailConfirmed, setFirstTimeUser } from "@web/lib/account-storage";
import { getStoredRole, setStoredRole } from "@web/lib/role-storage";
import { authApi } from "./auth-api";
import { problemFrom } from "@web/lib/problem";
import { afterConfirmationPath } from "./redirect-targets";

type Confirmation = Promise<Account>;

/** The POSTs under way: the token is single-use, and the loader may run again meanwhile. */
const confirmations = new Map<string, Confirmation>();

/**
 * The route's loader: with a token it posts it at once, before the screen first renders
 * (docs/decisions/0042). The screen waits for the answer.
 */
export function confirmationLoader({ request }: LoaderFunctionArgs): {
  confirmation: Confirmation | null;
} {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { confirmation: null };
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = authApi.confirmEmail(token);
    confirmations.set(token, confirmation);
    // The screen handles the answer; once it is in, the next visit asks again.
    const settled = () => confirmations.delete(token);
    confirmation.then(settled, settled);
  }
  return { confirmation };
}

/**
 * The e-mailed confirmation link lands here (docs/decisions/0005). With a token it confirms the
 * address, which signs the person in and tells their role, so the right screen opens in any
 * browser; without one it applies the spec's stored-role rules.
 */
export function ConfirmationRedirect() {
  const { confirmation } = useLoaderData<typeof confirmationLoader>();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);

  useEffect(() => {
    if (!confirmation) return;
    let current = true;
    confirmation
      .then((account) => {
        if (!current) return;
        markEmailConfirmed();
        // Operators join confirmed through their own invitation; only sign-up roles come here.
        if (!isUserRole(account.role)) return navigate(ROUTES.myHome, { replace: true });
        setStoredRole(account.role);
        if (account.role === "agent") setFirstTimeUser(true);
        return navigate(AFTER_CONFIRMATION_ROUTE[account.role], { replace: true });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiRequestError(error) && error.code === ERROR_CODES.emailAlreadyConfirmed) {
          setAlreadyConfirmed(true);
          return;
        }
        setFailure(
          isApiRequestError(error) && error.status === 400
            ? MESSAGES.invalidConfirmationLink
            : problemFrom(error).message,
        );
      });
    return () => {
      current = false;
    };
  }, [confirmation, navigate]);

  if (!confirmation) return <Navigate to={afterConfirmationPath(getStoredRole())} replace />;

  // A link opened again (an older e-mail, a second device): nothing is wrong, the person logs in.
  if (alreadyConfirmed) {
    return (
      <StatusCard
        tone="success"
        title="E-mail confirmed"
        action={
          <Link to={ROUTES.login} className={primaryButton}>
            Log in
          </Link>
        }
      >
        <p>{MESSAGES.emailAlreadyConfirmed}</p>
      </StatusCard>
    );
  }

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
