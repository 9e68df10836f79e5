import type { OfferParty } from "@lineup/shared";
import type { User } from "@api/identity";
import type { OfferContext } from "./offer-repository";

/**
 * Who a person is to an offer, or null for anyone else (who gets the 404 of an offer that does not
 * exist). The agent is the athlete's current one, read with the offer.
 */
export function partyOf(row: OfferContext, user: Pick<User, "id" | "role">): OfferParty | null {
  if (row.offer.buyerId === user.id) return "buyer";
  if (row.athleteUserId === user.id) return "athlete";
  if (row.agentId !== null && row.agentId === user.id) return "agent";
  if (user.role === "operator") return "operator";
  return null;
}

/** The users to tell about a move: the buyer, the athlete and their current agent, but the actor. */
export function othersOf(row: OfferContext, actorId: string | null): string[] {
  return [row.offer.buyerId, row.athleteUserId, row.agentId].filter(
    (id): id is string => id !== null && id !== actorId,
  );
}

export const personName = (row: {
  firstName: string | null;
  lastName: string | null;
  businessName?: string | null;
}) => row.businessName || [row.firstName, row.lastName].filter(Boolean).join(" ");

export const buyerName = (row: OfferContext) =>
  row.buyerKind === "Business" && row.buyerBusinessName
    ? row.buyerBusinessName
    : [row.buyerFirstName, row.buyerLastName].filter(Boolean).join(" ");

export const athleteNameOf = (row: OfferContext) =>
  [row.athleteFirstName, row.athleteLastName].filter(Boolean).join(" ");
