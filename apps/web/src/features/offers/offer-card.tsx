import type { Offer, OfferBox } from "@lineup/shared";
import { Link } from "react-router";
import { AthleteAvatar } from "@web/components/ui/athlete-avatar";
import { formatDollars } from "@web/lib/dollars";
import { expiryLine, formatDate, offerHref } from "./offer-labels";
import { OfferStatusBadge } from "./status-badge";

type OfferCardProps = { offer: Offer; box: OfferBox };

/**
 * One offer of the inbox. Received: who offered, and for agents which athlete it is for; sent:
 * the athlete. The whole card is one link named by who it is with, so a screen reader's list of
 * links reads as a list of offers.
 */
export function OfferCard({ offer, box }: OfferCardProps) {
  const received = box === "received";
  const who = received ? offer.buyer.name : offer.athlete.name;
  const forAthlete = received && offer.viewerParty === "agent";
  const expiry = expiryLine(offer);
  return (
    <article className="relative flex gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm hover:border-zinc-400 sm:gap-4 sm:p-5">
      <AthleteAvatar
        name={received ? offer.buyer.name : offer.athlete.name}
        url={received ? null : offer.athlete.avatarUrl}
        size="small"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="min-w-0 text-lg font-bold break-words text-zinc-950">
            <Link
              to={offerHref(offer.id)}
              className="underline-offset-2 after:absolute after:inset-0 after:rounded-2xl hover:underline"
            >
              {who}
            </Link>
          </h3>
          <OfferStatusBadge status={offer.status} />
          {offer.unreadMessages > 0 && (
            <span className="inline-flex items-center rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-bold text-white">
              {offer.unreadMessages} unread
            </span>
          )}
        </div>
        {forAthlete && (
          <p className="text-sm font-semibold text-accent-800">For {offer.athlete.name}</p>
        )}
        <p className="text-zinc-800">
          {offer.service.name} ·{" "}
          <span className="font-semibold tabular-nums">{formatDollars(offer.amount)}</span>
        </p>
        <p className="text-sm text-zinc-600">
          {expiry ?? `Last change ${formatDate(offer.updatedAt)}`}
        </p>
      </div>
    </article>
  );
}
