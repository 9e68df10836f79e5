import type { GuardianConsentState, OfferAction, OfferParty, OfferStatus } from "@lineup/shared";
import { actionsFor } from "./offer-transitions";

/**
 * Minors in offers (issue 25, docs/decisions/0089): what the transition table alone does not
 * decide. The table stays the one source of legal moves; these rules only take moves away
 * (a paused offer) or hold an acceptance until both confirmations are in.
 */
export interface MinorState {
  /** The instant of the 18th birthday in the hometown's zone; null: no date of birth yet. */
  adultAt: Date | null;
  guardianConsent: GuardianConsentState;
  guardianEmail: string | null;
}

/** A minor now: not yet 18, or no date of birth given (who may be one). */
export const isMinorAt = (state: MinorState, now: Date) =>
  state.adultAt === null || state.adultAt > now;

/**
 * A paused offer: the athlete may be a minor and no guardian's consent stands (requested,
 * declined, withdrawn, or no date of birth yet). The athlete's side cannot bind the athlete.
 */
export const isPaused = (state: MinorState, now: Date) =>
  isMinorAt(state, now) && state.guardianConsent !== "consented";

/** The moves that bind the athlete: refused to the athlete's side while paused. */
const BINDING_MOVES = new Set<OfferAction>(["accept", "counter", "confirm"]);
const ATHLETE_SIDE = new Set<OfferParty>(["athlete", "agent"]);

/** Whether this move is refused because the offer is paused (403 GUARDIAN_CONSENT_REQUIRED). */
export const refusedWhilePaused = (party: OfferParty, action: OfferAction) =>
  ATHLETE_SIDE.has(party) && BINDING_MOVES.has(action);

/** A minor's offer in `awaiting_confirmation` whose athlete has already confirmed: only decline. */
export const athleteHasConfirmed = (
  status: OfferStatus,
  party: OfferParty,
  action: OfferAction,
  athleteConfirmedAt: Date | null,
) =>
  status === "awaiting_confirmation" &&
  party === "athlete" &&
  action === "confirm" &&
  athleteConfirmedAt !== null;

export interface GatedOffer {
  status: OfferStatus;
  athleteConfirmedAt: Date | null;
}

/** What the viewer may do now: the table's moves, less those the minors' rules refuse. */
export function gatedActions(
  offer: GatedOffer,
  party: OfferParty,
  state: MinorState,
  now: Date,
): OfferAction[] {
  const paused = isPaused(state, now);
  return actionsFor(offer.status, party).filter(
    (action) =>
      !(paused && refusedWhilePaused(party, action)) &&
      !(
        isMinorAt(state, now) &&
        athleteHasConfirmed(offer.status, party, action, offer.athleteConfirmedAt)
      ),
  );
}

/** Whether this move is the athlete's own confirmation (their accept counts as one). */
export const confirmsAsAthlete = (party: OfferParty, action: OfferAction) =>
  party === "athlete" && (action === "accept" || action === "confirm");

/** The guardian gets copies while the athlete is a minor with a guardian's address. */
export const guardianOf = (state: MinorState, now: Date): string | null =>
  state.adultAt !== null && state.adultAt > now ? state.guardianEmail : null;
