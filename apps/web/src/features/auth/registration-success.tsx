import { MESSAGES, ROUTES } from "@lineup/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { primaryButton } from "@web/components/ui/button-styles";
import { StatusCard } from "@web/components/ui/status-card";
import { clearStorage } from "@web/lib/browser-storage";
import { useProfileStore } from "@web/stores/profile-store";
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
  clearStorage("local");
}

export function RegistrationSuccess() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishRegistration();
  }, []);

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
