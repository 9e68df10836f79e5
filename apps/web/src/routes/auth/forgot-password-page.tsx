import { ScreenCard } from "@web/components/layout/screen-card";
import { ForgotPasswordForm } from "@web/features/auth/forgot-password-form";
import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Forgot password" };

export function Component() {
  return (
    <ScreenCard
      title="Forgot your password?"
      intro="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </ScreenCard>
  );
}
