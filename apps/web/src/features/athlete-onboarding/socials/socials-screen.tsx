import { useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import type { OnboardingLoaderData } from "../onboarding-loaders";
import { SocialsForm } from "./socials-form";

/** /auth/sign-up/athlete-add-socials: step 3 of the athlete flow. */
export function SocialsScreen() {
  const { profile } = useLoaderData<OnboardingLoaderData>();
  return (
    <ScreenCard
      eyebrow={<StepIndicator step={3} total={ONBOARDING_STEP_COUNT.athlete} />}
      title="Add your socials"
      intro="Link the profiles where fans and brands already follow you. You can skip this step."
    >
      <SocialsForm saved={profile?.socials} />
    </ScreenCard>
  );
}
