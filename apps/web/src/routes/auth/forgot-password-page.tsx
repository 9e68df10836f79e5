import { ScreenCard } from "../../components/layout/screen-card";
import { ForgotPasswordForm } from "../../features/auth/forgot-password-form";

export function ForgotPasswordPage() {
  return (
    <ScreenCard
      title="Forgot your password?"
      intro="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </ScreenCard>
  );
}
