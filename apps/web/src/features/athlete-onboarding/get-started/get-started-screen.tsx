import { ScreenCard } from "../../../components/layout/screen-card";
import { StepIndicator } from "../../../components/ui/step-indicator";
import { ONBOARDING_STEP_COUNT } from "../../../lib/onboarding-steps";
import { GetStartedForm } from "./get-started-form";
import { Greetings } from "./greetings";

/** /auth/sign-up/athlete-get-started: step 2 of the athlete flow, after join. */
export function GetStartedScreen() {
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={2} total={ONBOARDING_STEP_COUNT.athlete} />}
      title="Tell us about your game"
      intro="Your sport and where you play help businesses find you."
    >
      <Greetings />
      <GetStartedForm />
    </ScreenCard>
  );
}
