import { ScreenCard } from "../../components/layout/screen-card";
import { StatusIcon } from "../../components/ui/status-icon";
import { PasswordRecoveryEmail } from "../../features/auth/password-recovery-email";

export function PasswordRecoveryEmailPage() {
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
