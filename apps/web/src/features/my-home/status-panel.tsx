import { MESSAGES, type AccountStatus, type MyProfile, type AccountRole } from "@lineup/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ROUTES } from "@lineup/shared";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { Panel } from "@web/components/ui/panel";
import { ResubmitButton } from "./resubmit-button";

/** What approval opens for each role. */
const APPROVED_NEXT: Record<Exclude<AccountRole, "operator">, string> = {
  athlete: "Businesses and individuals can find you and make you offers; they arrive under Offers.",
  agent:
    "Find athletes by sport, level and place. Offers for the athletes you represent arrive under Offers.",
  business:
    "Find athletes by sport, level, place and more, open their profiles and make them offers.",
  individual:
    "Find athletes by sport, level, place and more, open their profiles and make them offers.",
};

/** Everyone approved but athletes searches for athletes (decision 0082). */
const searchLink = (className: string) => (
  <Link to={ROUTES.search} className={className}>
    Search for athletes
  </Link>
);

const TITLES: Record<AccountStatus, string> = {
  pending: MESSAGES.waitingList,
  changes_requested: "We need a few changes to your profile",
  approved: "You're approved",
  rejected: "Your application was not accepted",
  suspended: "Your account is suspended",
};

function body(account: MyProfile["account"]): ReactNode {
  switch (account.status) {
    case "pending":
      return (
        <>
          <p className="font-semibold text-zinc-900">What happens next</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            <li>Our team reviews every new profile before the marketplace opens to it.</li>
            <li>
              We e-mail you at <span className="break-all">{account.email}</span> as soon as you are
              approved.
            </li>
            <li>Meanwhile, check below how buyers will see your profile.</li>
          </ol>
        </>
      );
    case "changes_requested":
      return (
        <>
          <p className="font-semibold text-zinc-900">Our team's message</p>
          <blockquote className="mt-2 border-l-4 border-amber-400 pl-3 whitespace-pre-line">
            {account.statusMessage ?? "No details were given."}
          </blockquote>
          <p className="mt-3">
            Fix what the message asks for in{" "}
            <Link to={ROUTES.editProfile} className="font-semibold text-accent-700 underline">
              your profile
            </Link>
            , then resubmit it: it goes back on the waiting list for our team to review.
          </p>
          <ResubmitButton />
        </>
      );
    case "approved":
      return account.role === "operator" ? (
        <>
          <p>The waiting list, the decisions and the audit log are in the console.</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link to={ROUTES.operatorConsole} className={primaryButton}>
              Open the operator console
            </Link>
            {searchLink(secondaryButton)}
          </div>
        </>
      ) : (
        <>
          <p>{APPROVED_NEXT[account.role]}</p>
          {account.role !== "athlete" && searchLink(`${primaryButton} mt-4`)}
        </>
      );
    case "rejected":
      return (
        <>
          {account.statusMessage && (
            <blockquote className="border-l-4 border-zinc-300 pl-3 whitespace-pre-line">
              {account.statusMessage}
            </blockquote>
          )}
          <p className="mt-3">If you think this is a mistake, reply to the e-mail we sent you.</p>
        </>
      );
    case "suspended":
      return <p>You cannot work on Lineup for now. Reply to our e-mail to talk to the team.</p>;
  }
}

/** The person's standing with the operator (DESIGN.md "The marketplace behind the door"). */
export function StatusPanel({ account }: { account: MyProfile["account"] }) {
  return (
    <Panel eyebrow="Your status" title={TITLES[account.status]}>
      <div className="mt-4 text-pretty text-zinc-700">{body(account)}</div>
    </Panel>
  );
}
