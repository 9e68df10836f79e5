import { ScreenCard } from "../../components/layout/screen-card";
import { StatusIcon } from "../../components/ui/status-icon";
import { PasswordRecoveryEmail } from "../../features/auth/password-recovery-email";
import type { RouteHandle } from "../../components/layout/document-title";

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
