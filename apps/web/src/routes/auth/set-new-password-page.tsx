import { MESSAGES, ROUTES } from "@lineup/shared";
import { Link, useSearchParams } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { primaryButton } from "@web/components/ui/button-styles";
import { StatusCard } from "@web/components/ui/status-card";
import { SetNewPasswordForm } from "@web/features/auth/set-new-password-form";
import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Set a new password" };

export function Component() {
  const [search] = useSearchParams();
  const code = search.get("code");

  if (!code) {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-14">
        <StatusCard
          tone="error"
          title={MESSAGES.problemTitle}
          action={
            <Link to={ROUTES.forgotPassword} className={primaryButton}>
              Request a new link
            </Link>
          }
        >
          <p>{MESSAGES.invalidResetLink}</p>
        </StatusCard>
      </div>
    );
  }

  return (
    <ScreenCard
      title="Choose a new password"
      intro="Use 8 or more characters you have not used elsewhere."
    >
      <SetNewPasswordForm code={code} />
    </ScreenCard>
  );
}
