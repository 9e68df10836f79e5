import type { InvitationState, SentInvitation } from "@lineup/shared";
import { ListSection } from "./list-section";
import type { Loaded } from "./use-agent-overview";

const BADGES: Record<InvitationState, { label: string; className: string }> = {
  sent: { label: "Sent", className: "bg-accent-50 text-accent-800" },
  joined: { label: "Joined", className: "bg-emerald-100 text-emerald-900" },
  expired: { label: "Expired", className: "bg-zinc-200 text-zinc-800" },
  accepted: { label: "Accepted", className: "bg-emerald-100 text-emerald-900" },
  declined: { label: "Declined", className: "bg-zinc-200 text-zinc-800" },
  ended: { label: "Ended", className: "bg-zinc-200 text-zinc-800" },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/**
 * What a row says under the address, by state. An address that already had an athlete account
 * got a representation request instead of a link (docs/decisions/0065): the same "Sent" row, so
 * the list does not tell which addresses have accounts, until the athlete answers.
 */
function detail({ state, sentAt, expiresAt }: SentInvitation): string {
  if (state === "joined") return `Invited ${when(sentAt)} · now on Lineup`;
  if (state === "expired") return `Expired ${when(expiresAt)} · invite again to send a new link`;
  if (state === "accepted") return `Invited ${when(sentAt)} · you represent them`;
  if (state === "declined") return `Invited ${when(sentAt)} · they declined`;
  if (state === "ended") return `Invited ${when(sentAt)} · representation ended`;
  return `Sent ${when(sentAt)} · waiting for them to join or accept`;
}

/** The state in words, with a colour that only repeats them (never colour alone). */
export function StateBadge({ state }: { state: InvitationState }) {
  const { label, className } = BADGES[state];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-bold ${className}`}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}

/** The invitations already sent, newest first, with their state (docs/decisions/0008). */
export function SentInvitations({
  list,
  onRetry,
}: {
  list: Loaded<SentInvitation>;
  onRetry: () => void;
}) {
  return (
    <ListSection
      title="Invitations sent"
      list={list}
      onRetry={onRetry}
      empty="No invitations yet. Invite your first athlete above."
    >
      {(items) => (
        <ul aria-label="Invitations sent" className="flex flex-col gap-2">
          {items.map((invitation) => (
            <li
              key={invitation.id}
              className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-200 px-4 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-anywhere text-zinc-950">{invitation.email}</p>
                <p className="text-sm text-zinc-600">{detail(invitation)}</p>
              </div>
              <StateBadge state={invitation.state} />
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  );
}
