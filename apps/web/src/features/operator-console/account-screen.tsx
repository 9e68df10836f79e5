import { ROUTES, isUserRole, type OperatorAccountDetail } from "@lineup/shared";
import { useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { NotFound } from "@web/components/layout/not-found";
import { textLink } from "@web/components/ui/button-styles";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import { MESSAGES } from "@lineup/shared";
import type { AccountData } from "./account-loader";
import { choicesFor } from "./bulk-decision";
import { isRefusal } from "./console-access";
import { ConsoleFrame } from "./console-frame";
import { DecisionForm, type DecisionValues } from "./decision-form";
import { DetailCard } from "./detail-list";
import {
  DECISION_LABEL,
  INVITATION_STATE_LABEL,
  PROGRESS_LABEL,
  ROLE_LABEL,
  dateOf,
  dateTimeOf,
} from "./labels";
import { operatorApi } from "./operator-api";
import { MinorDetails } from "./minor-details";
import { ProfileDetails } from "./profile-details";
import { StatusBadge } from "./status-badge";
import { TwoLineList, type TwoLineItem } from "./two-line-list";

const backLink = (
  <Link to={ROUTES.operatorConsole} className={`${textLink} inline-flex min-h-11 items-center`}>
    Back to the waiting list
  </Link>
);

/** /operator/account?id=…: everything an account entered, and the decisions on it. */
export function AccountScreen() {
  const data = useLoaderData<AccountData | { refused: true }>();
  if (isRefusal(data)) return <NotFound />;
  if ("missing" in data) {
    return (
      <ConsoleFrame title="Account not found">
        <p className="text-zinc-700">{MESSAGES.operatorAccountNotFound}</p>
        {backLink}
      </ConsoleFrame>
    );
  }
  return <AccountDetail account={data.account} />;
}

function nameOf(account: OperatorAccountDetail): string {
  return (
    account.businessName ??
    ([account.firstName, account.middleName, account.lastName, account.suffix]
      .filter(Boolean)
      .join(" ") ||
      account.email)
  );
}

/** A person of the representation panel: what links them, over their address. */
function partyItem(party: { id: string; email: string }, title: string): TwoLineItem {
  return { key: party.id, title, detail: party.email };
}

function AccountDetail({ account }: { account: OperatorAccountDetail }) {
  const { representation, invitations } = account;
  const { joinedThrough } = invitations;
  const revalidator = useRevalidator();
  const problem = useProblem();
  const [outcome, setOutcome] = useState("");
  const choices = choicesFor([account.status]);
  const name = nameOf(account);

  async function decide({ decision, message }: DecisionValues) {
    setOutcome("");
    try {
      await operatorApi.decide(account.id, { decision, ...(message ? { message } : {}) });
      setOutcome(`${DECISION_LABEL[decision].done} ${name}. We e-mailed them.`);
    } catch (error) {
      problem.show(error);
    }
    await revalidator.revalidate();
  }

  return (
    <ConsoleFrame title={name} intro={backLink}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={account.status} />
        <span className="text-zinc-700">
          {account.role === "operator"
            ? "Operator"
            : isUserRole(account.role)
              ? ROLE_LABEL[account.role]
              : ""}
        </span>
      </div>
      <p
        role="status"
        className="empty:hidden rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900"
      >
        {outcome}
      </p>
      <DetailCard title="Decision">
        {account.statusMessage && (
          <div className="mt-3">
            <p className="text-sm font-semibold text-zinc-600">The person was told</p>
            <blockquote className="mt-1 border-l-4 border-zinc-300 pl-3 whitespace-pre-line text-zinc-900">
              {account.statusMessage}
            </blockquote>
          </div>
        )}
        <div className="mt-4">
          {choices.length === 0 ? (
            <p className="text-zinc-700">
              {account.status === "changes_requested"
                ? "Waiting for the person to make the changes and resubmit; the account then comes back to the waiting list."
                : "A rejection is final: no decision applies any more."}
            </p>
          ) : (
            <DecisionForm key={account.status} choices={choices} onDecide={decide} />
          )}
        </div>
      </DetailCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailCard
          title="Account"
          rows={[
            [
              "E-mail",
              `${account.email}${account.emailConfirmed ? " (confirmed)" : " (not confirmed)"}`,
            ],
            ["Phone", account.phoneNumber],
            ["Signed up", dateTimeOf(account.signedUpAt)],
            ["Onboarding", PROGRESS_LABEL[account.progress]],
            [
              "Registration finished",
              account.registrationCompletedAt ? dateTimeOf(account.registrationCompletedAt) : null,
            ],
            ["Two-step verification", account.secondFactor ? "On" : "Off"],
          ]}
        />
        <DetailCard
          title="Representation and invitations"
          rows={[
            [
              "Represented by or representing",
              <TwoLineList
                items={representation.current.map((party) =>
                  partyItem(party, `${party.name}, since ${dateOf(party.since)}`),
                )}
              />,
            ],
            [
              "Requests not answered",
              <TwoLineList
                items={representation.pending.map((party) =>
                  partyItem(
                    party,
                    `${party.name}, asked by the ${party.requestedBy} on ${dateOf(party.sentAt)}`,
                  ),
                )}
              />,
            ],
            [
              "Invitations sent",
              <TwoLineList
                items={invitations.sent.map((sent) => ({
                  key: sent.id,
                  title: sent.email,
                  detail: `${INVITATION_STATE_LABEL[sent.state]}, ${dateOf(sent.sentAt)}`,
                }))}
              />,
            ],
            [
              "Joined through",
              joinedThrough && (
                <TwoLineList
                  items={[
                    {
                      ...partyItem(
                        joinedThrough.inviter,
                        `An invitation from ${joinedThrough.inviter.name}`,
                      ),
                      key: joinedThrough.id,
                    },
                  ]}
                />
              ),
            ],
          ]}
        />
      </div>
      <MinorDetails account={account} />
      {account.profile ? (
        <ProfileDetails profile={account.profile} />
      ) : (
        <DetailCard title="Profile">
          <p className="mt-3 text-zinc-600">
            No profile yet: the person has not reached that step.
          </p>
        </DetailCard>
      )}
      <ShownProblem problem={problem} />
    </ConsoleFrame>
  );
}
