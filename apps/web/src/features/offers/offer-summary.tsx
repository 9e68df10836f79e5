import type { OfferDetail } from "@lineup/shared";
import type { ReactNode } from "react";
import { formatDollars } from "@web/lib/dollars";
import { formatDate, formatDay, isOpen } from "./offer-labels";
import { OfferStatusBadge } from "./status-badge";

/** Who, what, how much (and who proposed it), when, until when, and the status. */
export function OfferSummary({ offer }: { offer: OfferDetail }) {
  const proposer = offer.amountBy === "buyer" ? offer.buyer.name : offer.athlete.name;
  const rows: Array<[string, ReactNode]> = [
    ["Athlete", offer.athlete.name],
    [offer.buyer.kind, offer.buyer.name],
    [
      "Service",
      offer.service.id ? offer.service.name : `${offer.service.name} (no longer offered)`,
    ],
    [
      offer.status === "accepted" ? "Agreed amount" : "Amount on the table",
      <>
        <span className="text-lg font-black tabular-nums">{formatDollars(offer.amount)}</span>
        <span className="text-zinc-700">, proposed by {proposer}</span>
      </>,
    ],
    ["Activity date", offer.activityDate ? formatDay(offer.activityDate) : "Not set"],
    // A closed offer's deadline no longer matters, except the one it ran out at.
    ...(isOpen(offer.status) || offer.status === "expired"
      ? [
          [isOpen(offer.status) ? "Expires" : "Expired", formatDate(offer.expiresAt)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ["Status", <OfferStatusBadge key="status" status={offer.status} />],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-sm font-medium text-zinc-600">{term}</dt>
          <dd className="break-words text-zinc-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
