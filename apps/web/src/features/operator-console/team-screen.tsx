import type { OperatorList, OperatorSummary } from "@lineup/shared";
import { useRef, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { NotFound } from "@web/components/layout/not-found";
import { Button } from "@web/components/ui/button";
import { Modal } from "@web/components/ui/modal";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import { isRefusal } from "./console-access";
import { ConsoleFrame } from "./console-frame";
import { DetailCard } from "./detail-list";
import { InviteOperatorForm } from "./invite-operator-form";
import { dateOf, dateTimeOf } from "./labels";
import { operatorApi } from "./operator-api";

/** /operator/team: who the operators are, the invitations not yet used, and a new invitation. */
export function TeamScreen() {
  const data = useLoaderData<OperatorList | { refused: true }>();
  if (isRefusal(data)) return <NotFound />;
  return <Team team={data} />;
}

function Team({ team }: { team: OperatorList }) {
  const revalidator = useRevalidator();
  const problem = useProblem();
  const [removing, setRemoving] = useState<OperatorSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState("");
  const cancelRef = useRef<HTMLButtonElement>(null);
  const last = team.list.length === 1;

  async function remove(operator: OperatorSummary) {
    setBusy(true);
    try {
      await operatorApi.remove(operator.id);
      setOutcome(`${operator.name} is no longer an operator.`);
      setRemoving(null);
      await revalidator.revalidate();
    } catch (error) {
      setRemoving(null);
      problem.show(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConsoleFrame
      title="Operators"
      intro="Operators decide who joins the marketplace. Each one signs in with a password and a code from an authenticator app."
    >
      <p
        role="status"
        className="empty:hidden rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900"
      >
        {outcome}
      </p>
      <DetailCard title="The team">
        <ul className="mt-3 flex flex-col divide-y divide-zinc-200">
          {team.list.map((operator) => (
            <li
              key={operator.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-bold text-zinc-950">
                  {operator.name}
                  {operator.you && <span className="font-normal text-zinc-600"> (you)</span>}
                </p>
                <p className="text-sm break-all text-zinc-700">{operator.email}</p>
                <p className="text-sm text-zinc-600">
                  Since {dateOf(operator.since)} · two-step verification{" "}
                  {operator.secondFactor ? "on" : "not yet set up"}
                </p>
              </div>
              {!operator.you && !last && (
                <Button
                  variant="secondary"
                  aria-label={`Remove ${operator.name}`}
                  onClick={() => setRemoving(operator)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
        {last && (
          <p className="mt-2 text-sm text-zinc-600">
            You are the only operator: invite another before anyone can be removed.
          </p>
        )}
      </DetailCard>
      <DetailCard title="Invite an operator">
        {team.invited.length > 0 && (
          <div className="mt-3">
            <p className="text-sm font-semibold text-zinc-600">Invited, not joined yet</p>
            <ul className="mt-1 flex flex-col gap-1">
              {team.invited.map((invitation) => (
                <li key={invitation.email} className="text-sm text-zinc-800">
                  <span className="break-all">{invitation.email}</span>: the link works until{" "}
                  {dateTimeOf(invitation.expiresAt)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-4">
          <InviteOperatorForm onInvited={() => revalidator.revalidate()} onProblem={problem.show} />
        </div>
      </DetailCard>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.name ?? "this operator"}?`}
        initialFocusRef={cancelRef}
      >
        <p className="mt-3 text-zinc-700">
          Their account is deleted and they are signed out everywhere. What they decided stays in
          the audit log.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button ref={cancelRef} variant="secondary" onClick={() => setRemoving(null)}>
            Keep them
          </Button>
          <Button variant="danger" loading={busy} onClick={() => removing && void remove(removing)}>
            Remove
          </Button>
        </div>
      </Modal>
      <ShownProblem problem={problem} />
    </ConsoleFrame>
  );
}
