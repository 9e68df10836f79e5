import type { OfferAction, OfferParty, OfferStatus } from "@lineup/shared";

/**
 * THE table of an offer's moves (issue 24, docs/decisions/0084): status × party × action → the
 * next status. Nothing else decides whether a move is legal; the repository's UPDATE is then
 * conditional on the status it was decided from, so a move decided on a stale read loses.
 *
 * - `pending` is the athlete's move: the athlete or their current agent accepts, declines or
 *   counters; the buyer may only withdraw. An agent's accept waits for the athlete's `confirm`.
 * - `countered` is the buyer's move: accept, counter back or withdraw. The athlete's side may
 *   `decline` there too (taking back its counter and ending the talks), so nobody is left waiting
 *   for an expiry to be free of an offer they no longer want.
 * - `awaiting_confirmation`: the athlete confirms or declines; the buyer may still withdraw; the
 *   agent has done their part.
 * - Guardians (issue 25) and operators have no move anywhere; closed offers have none at all.
 */
export const OFFER_TRANSITIONS: Readonly<
  Record<OfferStatus, Partial<Record<OfferParty, Partial<Record<OfferAction, OfferStatus>>>>>
> = {
  pending: {
    athlete: { accept: "accepted", decline: "declined", counter: "countered" },
    agent: { accept: "awaiting_confirmation", decline: "declined", counter: "countered" },
    buyer: { withdraw: "withdrawn" },
  },
  countered: {
    buyer: { accept: "accepted", counter: "pending", withdraw: "withdrawn" },
    athlete: { decline: "declined" },
    agent: { decline: "declined" },
  },
  awaiting_confirmation: {
    athlete: { confirm: "accepted", decline: "declined" },
    buyer: { withdraw: "withdrawn" },
  },
  accepted: {},
  declined: {},
  withdrawn: {},
  expired: {},
};

/** The status this move leads to, or undefined when the party may not make it now. */
export function nextStatus(
  status: OfferStatus,
  party: OfferParty,
  action: OfferAction,
): OfferStatus | undefined {
  return OFFER_TRANSITIONS[status][party]?.[action];
}

/** What this party may do now, in the order of OFFER_ACTIONS' table rows. */
export function actionsFor(status: OfferStatus, party: OfferParty): OfferAction[] {
  return Object.keys(OFFER_TRANSITIONS[status][party] ?? {}) as OfferAction[];
}

/** Open offers: those a move or the expiry can still change. */
export const OPEN_STATUSES = ["pending", "countered", "awaiting_confirmation"] as const;
export const isOpen = (status: OfferStatus) =>
  (OPEN_STATUSES as readonly OfferStatus[]).includes(status);

/** Whose move an open offer waits for (what home counts as "awaiting you"). */
export function awaitsParty(status: OfferStatus, party: OfferParty): boolean {
  if (status === "pending") return party === "athlete" || party === "agent";
  if (status === "countered") return party === "buyer";
  if (status === "awaiting_confirmation") return party === "athlete";
  return false;
}
