import { MESSAGES } from "@lineup/shared";
import { useSearchParams } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StatusIcon } from "@web/components/ui/status-icon";
import { EmailConfirmation } from "@web/features/auth/email-confirmation";
import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Confirm your e-mail" };

export function Component() {
  const [search] = useSearchParams();
  const invalid = search.get("status") === "invalid";
  return (
    <ScreenCard
      eyebrow={
        <div className="mb-5">
          <StatusIcon tone={invalid ? "error" : "info"} />
        </div>
      }
      title={invalid ? "Let’s send you a new link" : MESSAGES.emailSent}
    >
      <EmailConfirmation />
    </ScreenCard>
  );
}
