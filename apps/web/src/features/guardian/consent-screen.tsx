import {
  MESSAGES,
  type GuardianConsentState,
  type GuardianConsentView,
  type GuardianDecisionBody,
} from "@lineup/shared";
import { useState } from "react";
import { useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { AthletePreview } from "./athlete-preview";
import { ConsentForm } from "./consent-form";
import { ConsentText } from "./consent-text";
import { guardianApi } from "./guardian-api";
import type { GuardianPageData } from "./guardian-loaders";
import { DeadLink, GuardianOutcome } from "./guardian-outcome";

/** A decision already on record, told in the shared words. */
const RECORDED: Partial<Record<GuardianConsentState, string>> = {
  consented: MESSAGES.guardianConsentRecorded,
  declined: MESSAGES.guardianDeclineRecorded,
  withdrawn: MESSAGES.guardianWithdrawRecorded,
};

/**
 * /guardian/consent/:token (issue 25): the e-mailed link shows the athlete's profile as
 * businesses would see it, what consenting means, and asks the guardian to sign with their name
 * to consent, or to decline. No sign-in: the single-use link is the key.
 */
export function ConsentScreen() {
  const data = useLoaderData<GuardianPageData<GuardianConsentView>>();
  const [decided, setDecided] = useState<GuardianDecisionBody["decision"] | null>(null);
  if (data.invalid !== undefined) return <DeadLink message={data.invalid} />;
  if (decided) {
    return decided === "consent" ? (
      <GuardianOutcome
        title="Consent recorded"
        message={MESSAGES.guardianConsentRecorded}
        tone="success"
        focus
      />
    ) : (
      <GuardianOutcome
        title="Decision recorded"
        message={MESSAGES.guardianDeclineRecorded}
        tone="info"
        focus
      />
    );
  }
  const { view, token } = data;
  const recorded = RECORDED[view.state];
  if (recorded) return <GuardianOutcome title="Already decided" message={recorded} tone="info" />;
  const athleteName = view.athlete.firstName;
  return (
    <ScreenCard
      width="wide"
      title={`${athleteName} wants to join Lineup`}
      intro={
        <>
          {athleteName} named you, <span className="break-all">{view.guardianEmail}</span>, as their
          parent or guardian. They are under 18, so businesses cannot see or pay them on Lineup
          until you agree.
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <AthletePreview athlete={view.athlete} />
        <ConsentText athleteName={athleteName} version={view.consentVersion} />
        <ConsentForm
          decide={async (body) => {
            await guardianApi.decide(token, body);
            setDecided(body.decision);
          }}
        />
      </div>
    </ScreenCard>
  );
}
