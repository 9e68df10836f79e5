import type { BusinessProfile, IndividualProfile } from "@lineup/shared";
import { useLoaderData } from "react-router";
import { OnboardingGreetings } from "@web/components/layout/onboarding-greetings";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import { BusinessGetStartedForm } from "./business-get-started-form";
import { IndividualGetStartedForm } from "./individual-get-started-form";
import type { GetStartedLoaderData } from "../onboarding-loaders";

/** /auth/sign-up/business-get-started: step 2 of 3, after join. */
export function BusinessGetStartedScreen() {
  const { profile } = useLoaderData<GetStartedLoaderData<BusinessProfile>>();
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={2} total={ONBOARDING_STEP_COUNT.business} />}
      title="Tell us about your business"
      intro="What you do and what you want to achieve helps us match you with the right athletes."
    >
      <OnboardingGreetings
        welcome={
          <>
            Let&apos;s set up your business profile: what you do, where you are and what you want to
            achieve, then a photo and a short bio. It takes about two minutes.
          </>
        }
      />
      <BusinessGetStartedForm saved={profile} />
    </ScreenCard>
  );
}

/** /auth/sign-up/individual-get-started: step 2 of 3, after join. */
export function IndividualGetStartedScreen() {
  const { profile } = useLoaderData<GetStartedLoaderData<IndividualProfile>>();
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={2} total={ONBOARDING_STEP_COUNT.individual} />}
      title="Tell us where you are"
      intro="Your city helps us find athletes near you for lessons, appearances and events."
    >
      <OnboardingGreetings
        welcome={
          <>
            Let&apos;s set up your profile: where you are first, then a photo and a short bio. It
            takes about a minute.
          </>
        }
      />
      <IndividualGetStartedForm saved={profile} />
    </ScreenCard>
  );
}
