import { MESSAGES, type GuardianOfferView } from "@lineup/shared";
import { useState } from "react";
import { useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { Button } from "@web/components/ui/button";
import { ProblemDialog } from "@web/components/ui/problem-dialog";
import { formatDollars } from "@web/lib/dollars";
import { useProblem } from "@web/lib/use-problem";
import { longDate } from "./athlete-preview";
import { guardianApi } from "./guardian-api";
import type { GuardianPageData } from "./guardian-loaders";
import { DeadLink, GuardianOutcome } from "./guardian-outcome";

type Decision = "confirm" | "decline";

/**
 * /guardian/offer/:token (issue 25): an offer a minor accepted waits for the guardian too; the
 * page shows what was agreed (the service, the buyer, the amount, the date) with Confirm and
 * Decline.
 */
export function GuardianOfferScreen() {
  const data = useLoaderData<GuardianPageData<GuardianOfferView>>();
  const [sending, setSending] = useState<Decision | null>(null);
  const [decided, setDecided] = useState<Decision | null>(null);
  const problem = useProblem();
  if (data.invalid !== undefined) return <DeadLink message={data.invalid} />;
  if (decided) {
    return decided === "confirm" ? (
      <GuardianOutcome
        title="Offer confirmed"
        message={MESSAGES.guardianOfferConfirmed}
        tone="success"
        focus
      />
    ) : (
      <GuardianOutcome
        title="Offer declined"
        message={MESSAGES.guardianOfferDeclined}
        tone="info"
        focus
      />
    );
  }
  const { view, token } = data;
  if (!view.awaitingGuardian) {
    return (
      <GuardianOutcome
        title="Nothing to confirm"
        message={MESSAGES.guardianOfferNotAwaiting}
        tone="info"
      />
    );
  }
  const athlete = `${view.athlete.firstName} ${view.athlete.lastName}`;

  async function decide(decision: Decision) {
    if (sending) return;
    setSending(decision);
    try {
      await guardianApi.decideOffer(token, decision);
      setDecided(decision);
    } catch (error) {
      problem.show(error);
    } finally {
      setSending(null);
    }
  }

  return (
    <ScreenCard
      title={`Confirm ${view.athlete.firstName}'s offer`}
      intro={`${athlete} accepted this offer. They are under 18, so it is final only when you confirm it too.`}
    >
      <dl className="grid gap-3 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 text-zinc-800">
        <div>
          <dt className="text-sm font-semibold text-zinc-600">Service</dt>
          <dd className="font-semibold break-words">{view.serviceName}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-zinc-600">From</dt>
          <dd className="break-words">{view.buyerName}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-zinc-600">Agreed amount</dt>
          <dd className="text-xl font-black text-zinc-950">{formatDollars(view.amount)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-zinc-600">Date</dt>
          <dd>{view.activityDate ? longDate(view.activityDate) : "Not set yet"}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          loading={sending === "confirm"}
          disabled={sending === "decline"}
          onClick={() => void decide("confirm")}
          className="sm:flex-1"
        >
          Confirm
        </Button>
        <Button
          variant="secondary"
          loading={sending === "decline"}
          disabled={sending === "confirm"}
          onClick={() => void decide("decline")}
          className="sm:flex-1"
        >
          Decline
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
