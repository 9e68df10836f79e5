import { MESSAGES, ROUTES } from "@lineup/shared";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { StatusCard } from "@web/components/ui/status-card";
import { clearStorage } from "@web/lib/browser-storage";
import { isEndOfRegistration } from "@web/lib/registration-finished";
import { useProfileStore } from "@web/stores/profile-store";
import { setSignedIn } from "@web/stores/signed-in-store";
import { authApi } from "./auth-api";

/**
 * Signs the new account off (spec §2 "Registration success"): asks for the congratulation e-mail,
 * ends the session and forgets everything this browser kept for the sign-up.
 */
async function finishRegistration() {
  await authApi.registrationComplete().catch(() => undefined);
  await authApi.logout().catch(() => undefined);
  // Reset first: the persisted store would otherwise write itself back after the clear.
  useProfileStore.getState().reset();
  setSignedIn(null);
  clearStorage("local");
}

/** Opened by address rather than at the end of a registration: nothing to congratulate. */
function NoRegistration() {
  return (
    <StatusCard
      tone="info"
      title={MESSAGES.noRegistrationToFinish}
      action={
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.login} className={primaryButton}>
            Log in
          </Link>
          <Link to={ROUTES.signUp} className={secondaryButton}>
            Create an account
          </Link>
        </div>
      }
    >
      <p>This page appears once you have finished signing up. Log in or create an account.</p>
    </StatusCard>
  );
}

export function RegistrationSuccess() {
  const registered = isEndOfRegistration(useLocation().state);
  const started = useRef(false);
  useEffect(() => {
    if (!registered || started.current) return;
    started.current = true;
    void finishRegistration();
  }, [registered]);

  if (!registered) return <NoRegistration />;

  return (
    <StatusCard
      tone="success"
      title={MESSAGES.registrationSuccess}
      action={
        <Link to={ROUTES.home} className={primaryButton}>
          Back to home
        </Link>
      }
    >
      <p>
        Thank you for joining Lineup. We are sending you a congratulatory e-mail now, and we will
        write again as soon as bookings open.
      </p>
    </StatusCard>
  );
}
