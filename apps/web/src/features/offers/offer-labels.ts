import {
  ROUTES,
  type Offer,
  type OfferHistoryKind,
  type OfferParty,
  type OfferStatus,
} from "@lineup/shared";

/** A status as a word; the colour beside it only helps (never the only signal). */
export const STATUS_WORD: Record<OfferStatus, string> = {
  pending: "Pending",
  countered: "Countered",
  awaiting_confirmation: "Awaiting confirmation",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
};

/** Text and background pairs with at least 4.5:1 contrast. */
export const STATUS_COLOUR: Record<OfferStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  countered: "bg-sky-100 text-sky-900",
  awaiting_confirmation: "bg-violet-100 text-violet-900",
  accepted: "bg-emerald-100 text-emerald-900",
  declined: "bg-red-100 text-red-900",
  withdrawn: "bg-zinc-200 text-zinc-800",
  expired: "bg-zinc-200 text-zinc-800",
};

/** A row of the timeline: what happened. */
export const HISTORY_WORD: Record<OfferHistoryKind, string> = {
  create: "Offer made",
  counter: "Countered",
  accept: "Accepted",
  decline: "Declined",
  withdraw: "Withdrawn",
  confirm: "Confirmed",
  expire: "Expired",
};

export const PARTY_WORD: Record<OfferParty | "system", string> = {
  buyer: "buyer",
  athlete: "athlete",
  agent: "agent",
  guardian: "guardian",
  operator: "operator",
  system: "Lineup",
};

/** Who wrote or moved, as a row names them: a guardian by role alone (issue 25). */
export const byWords = (by: OfferParty | "system", name: string): string =>
  by === "system"
    ? "Lineup"
    : by === "guardian"
      ? "Parent or guardian"
      : `${name} (${PARTY_WORD[by]})`;

export const offerHref = (id: string) => `${ROUTES.offer}?id=${encodeURIComponent(id)}`;

/** The states in which the offer is still open. */
export const isOpen = (status: OfferStatus) =>
  status === "pending" || status === "countered" || status === "awaiting_confirmation";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});

/** "2026-12-04" as a calendar day (no time zone may move it to the day before). */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return dateFormat.format(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Expires Dec 4, 2026" while open; nothing once it closed. */
export function expiryLine(offer: Pick<Offer, "status" | "expiresAt">): string | null {
  return isOpen(offer.status) ? `Expires ${formatDate(offer.expiresAt)}` : null;
}
