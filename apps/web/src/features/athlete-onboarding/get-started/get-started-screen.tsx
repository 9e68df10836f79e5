import { OnboardingGreetings } from "@web/components/layout/onboarding-greetings";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import { useLoaderData } from "react-router";
import type { GetStartedLoaderData } from "../onboarding-loaders";
import { GetStartedForm } from "./get-started-form";

/** /auth/sign-up/athlete-get-started: step 2 of the athlete flow, after join. */
export function GetStartedScreen() {
  const { invitedBy, profile, birth } = useLoaderData<GetStartedLoaderData>();
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={2} total={ONBOARDING_STEP_COUNT.athlete} />}
      title="Tell us about your game"
      intro="Your sport and where you play help businesses find you."
    >
      <OnboardingGreetings
        welcome={
          <>
            Let&apos;s set up your athlete profile: your sport first, then your social links, and
            finally photos, videos and the services you offer. It takes about five minutes.
          </>
        }
      />
      <GetStartedForm invitedBy={invitedBy} saved={profile} savedBirth={birth} />
    </ScreenCard>
  );
}
