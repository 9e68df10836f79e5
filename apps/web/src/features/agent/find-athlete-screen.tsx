import { ROUTES } from "@lineup/shared";
import { useState } from "react";
import { Link } from "react-router";
import { textLink } from "@web/components/ui/button-styles";
import { OnboardingGreetings } from "@web/components/layout/onboarding-greetings";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { isFirstTimeUser } from "@web/lib/account-storage";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import { FinishRegistration } from "./finish-registration";
import { InviteForm } from "./invite-form";
import { RepresentedAthletes } from "./represented-athletes";
import { SentInvitations } from "./sent-invitations";
import { useAgentOverview } from "./use-agent-overview";

/**
 * /auth/sign-up/agent-find-athlete (spec §2 "Agent find-athlete"): invite athletes by e-mail, see
 * what became of the invitations and whom the agent represents. A first-time user is still
 * signing up: the welcome, the step and "Finish Registration" are theirs.
 */
export function FindAthleteScreen() {
  const [firstTime] = useState(isFirstTimeUser);
  const { invitations, athletes, refresh } = useAgentOverview();

  return (
    <ScreenCard
      width="wide"
      eyebrow={
        firstTime ? <StepIndicator step={2} total={ONBOARDING_STEP_COUNT.agent} /> : undefined
      }
      title="Invite your athletes"
      intro="Send an athlete an invitation by e-mail. Once they join Lineup with it, you represent them."
    >
      <OnboardingGreetings
        spendFlagOnClose={false}
        welcome={
          <>
            Invite the athletes you represent: enter an athlete&apos;s e-mail and we send them a
            link to join. When you are done, press Finish Registration.
          </>
        }
      />
      <div className="flex flex-col gap-5">
        <InviteForm onInvited={refresh} />
        <SentInvitations list={invitations} onRetry={refresh} />
        <RepresentedAthletes list={athletes} onRetry={refresh} />
        <p className="text-zinc-700">
          Athletes who named you, and your requests to athletes who already use Lineup:{" "}
          <Link
            to={ROUTES.representation}
            className={`${textLink} inline-flex min-h-11 items-center`}
          >
            Requests
          </Link>
        </p>
        {firstTime && <FinishRegistration />}
      </div>
    </ScreenCard>
  );
}
