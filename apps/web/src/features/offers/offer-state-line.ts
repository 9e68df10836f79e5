import { MESSAGES, type OfferDetail } from "@lineup/shared";
import { formatDollars } from "@web/lib/dollars";
import { awaitsGuardian } from "./minor-notice";
import { formatDate } from "./offer-labels";

/** One clear sentence: where the offer stands, and whose move it is, as this viewer sees it. */
export function stateLine(offer: OfferDetail): string {
  const { viewerParty: party, athlete, buyer } = offer;
  const onAthleteSide = party === "athlete" || party === "agent";
  // Whose move it is goes by the state, not by having a button: a buyer may always withdraw.
  const yourMove =
    offer.viewerActions.length > 0 &&
    (offer.status === "countered" ? party === "buyer" : onAthleteSide);
  switch (offer.status) {
    case "pending":
      if (yourMove) return `${buyer.name} is waiting for your answer: accept, counter or decline.`;
      return `Waiting for ${athlete.name}${offer.hasAgent ? " or their agent" : ""} to answer.`;
    case "countered":
      if (yourMove)
        return `${athlete.name} proposed ${formatDollars(offer.amount)}. Accept it, counter or withdraw your offer.`;
      return `Waiting for ${buyer.name} to answer the counter of ${formatDollars(offer.amount)}.`;
    case "awaiting_confirmation": {
      // A minor's offer (decision 0089) says whose confirmation is still owed.
      const minors = offer.confirmations;
      if (party === "athlete" && offer.viewerActions.includes("confirm"))
        return minors
          ? "The offer was accepted. Confirm it to book, or decline it."
          : "Your agent accepted this offer. Confirm it to book, or decline it.";
      if (minors?.athlete && awaitsGuardian(offer))
        return party === "athlete"
          ? "You accepted. Waiting for your parent or guardian to confirm."
          : `${athlete.name} accepted. Waiting for their parent or guardian to confirm.`;
      if (minors)
        return `Waiting for ${athlete.name}${minors.guardian ? "" : " and their parent or guardian"} to confirm.`;
      if (party === "agent") return `You accepted. Waiting for ${athlete.name} to confirm.`;
      return `The agent accepted. Waiting for ${athlete.name} to confirm.`;
    }
    case "accepted":
      return MESSAGES.offerPaymentNext;
    case "declined":
      return onAthleteSide ? "This offer was declined." : `${athlete.name} declined this offer.`;
    case "withdrawn":
      return party === "buyer" ? "You withdrew this offer." : `${buyer.name} withdrew this offer.`;
    case "expired":
      return `This offer expired on ${formatDate(offer.expiresAt)} without an agreement.`;
  }
}
