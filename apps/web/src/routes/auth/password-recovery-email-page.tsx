import { ScreenCard } from "@web/components/layout/screen-card";
import { StatusIcon } from "@web/components/ui/status-icon";
import { PasswordRecoveryEmail } from "@web/features/auth/password-recovery-email";
import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Check your e-mail" };

export function Component() {
  return (
    <ScreenCard
      eyebrow={
        <div className="mb-5">
          <StatusIcon tone="info" />
        </div>
      }
      title="Check your e-mail"
    >
      <PasswordRecoveryEmail />
    </ScreenCard>
  );
}
