import { MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import { guardianApi, type GuardianWithdrawView } from "./guardian-api";
import type { GuardianPageData } from "./guardian-loaders";
import { DeadLink, GuardianOutcome } from "./guardian-outcome";

/**
 * /guardian/withdraw/:token (issue 25), linked from every guardian e-mail: the guardian confirms
 * that they withdraw their consent; the athlete leaves search at once and open offers pause.
 */
export function WithdrawScreen() {
  const data = useLoaderData<GuardianPageData<GuardianWithdrawView>>();
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = useProblem();
  if (data.invalid !== undefined) return <DeadLink message={data.invalid} />;
  if (done) {
    return (
      <GuardianOutcome
        title="Consent withdrawn"
        message={MESSAGES.guardianWithdrawRecorded}
        tone="success"
        focus
      />
    );
  }
  const { view, token } = data;
  const name = `${view.athlete.firstName} ${view.athlete.lastName}`;
  if (view.state === "withdrawn" || view.state === "declined") {
    return (
      <GuardianOutcome
        title="Nothing to withdraw"
        message={
          view.state === "withdrawn"
            ? MESSAGES.guardianWithdrawRecorded
            : MESSAGES.guardianDeclineRecorded
        }
        tone="info"
      />
    );
  }

  async function withdraw() {
    setSending(true);
    try {
      await guardianApi.withdraw(token, {});
      setDone(true);
    } catch (error) {
      problem.show(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <ScreenCard title={`Withdraw your consent for ${name}?`}>
      <div className="flex flex-col gap-4 text-pretty text-zinc-800">
        <p>
          {view.state === "consented"
            ? `${name}'s profile will be hidden from businesses at once, and any open offers will pause until you agree again.`
            : `You have not agreed yet. Withdrawing keeps ${name}'s profile hidden from businesses.`}
        </p>
        <p>
          {view.athlete.firstName} keeps their account and can ask you again from their Lineup home.
        </p>
        <Button variant="danger" loading={sending} onClick={() => void withdraw()}>
          Withdraw my consent
        </Button>
      </div>
      <ProblemDialog
        open={problem.open}
        message={problem.problem?.message ?? MESSAGES.anUnknownErrorOccurred}
        onClose={problem.close}
      />
    </ScreenCard>
  );
}
