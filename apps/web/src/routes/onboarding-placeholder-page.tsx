import { ConfirmedEmailNotice } from "../components/layout/confirmed-email-notice";
import { ComingSoonPage } from "./coming-soon-page";

/**
 * The onboarding screens not built yet. They already greet a freshly confirmed e-mail, so the
 * screens that replace them keep <ConfirmedEmailNotice /> and with it that behaviour.
 */
export function OnboardingPlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <ConfirmedEmailNotice />
      <ComingSoonPage title={title} />
    </>
  );
}
