import { useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import type { OnboardingLoaderData } from "../onboarding-loaders";
import { CreateProfileForm } from "./create-profile-form";

/** /auth/sign-up/athlete-create-profile: step 4 of the athlete flow, then registration success. */
export function CreateProfileScreen() {
  const { profile } = useLoaderData<OnboardingLoaderData>();
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={4} total={ONBOARDING_STEP_COUNT.athlete} />}
      title="Build your profile"
      intro="Show businesses who you are and what you offer."
    >
      <CreateProfileForm profile={profile} />
    </ScreenCard>
  );
}
