import type { Offer, OfferDetail, OfferHistoryEntry, OfferParty } from "@lineup/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { preparedOnce } from "@api/db/prepared-once";
import { offerHistory, users } from "@api/db/schema";
import { avatarUrl } from "../search";
import { gatedActions, isMinorAt, isPaused } from "./minor-gate";
import { isOpen } from "./offer-transitions";
import type { OfferContext } from "./offer-repository";
import { athleteNameOf, buyerName, personName } from "./offer-parties";

const dollars = (cents: number) => cents / 100;

/**
 * An offer as `party` sees it: the amount on the table, never the service's minimum. A viewer
 * who may not act now (an account not approved, such as an agent still on the waiting list) is
 * offered no moves rather than buttons that would be refused.
 */
export function toOffer(row: OfferContext, party: OfferParty, now: Date, mayAct: boolean): Offer {
  const { offer } = row;
  const paused = isPaused(row, now) && isOpen(offer.status);
  const waitingMinor = offer.status === "awaiting_confirmation" && isMinorAt(row, now);
  return {
    id: offer.id,
    status: offer.status,
    athlete: { id: offer.athleteId, name: athleteNameOf(row), avatarUrl: avatarUrl(row.avatarId) },
    buyer: { name: buyerName(row), kind: row.buyerKind === "Business" ? "Business" : "Individual" },
    service: { id: offer.serviceId, name: offer.serviceName },
    amount: dollars(offer.amountCents),
    amountBy: offer.amountBy,
    activityDate: offer.activityDate,
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    viewerParty: party,
    viewerActions: mayAct ? gatedActions(offer, party, row, now) : [],
    unreadMessages: row.unread,
    hasAgent: row.agentId !== null,
    ...(paused ? { paused: true } : {}),
    ...(waitingMinor
      ? {
          confirmations: {
            athlete: offer.athleteConfirmedAt !== null,
            guardian: offer.guardianConfirmedAt !== null,
          },
        }
      : {}),
  };
}

/** The offer with its history, oldest first; an actor whose account is gone shows by role. */
export async function toOfferDetail(
  db: Db,
  row: OfferContext,
  party: OfferParty,
  now: Date,
  mayAct = true,
): Promise<OfferDetail> {
  // Every move answers with it: built once and prepared (decision 0050).
  const query = preparedOnce(db, "offer_history_steps", (on, name) =>
    on
      .select({
        step: offerHistory,
        firstName: users.firstName,
        lastName: users.lastName,
        businessName: users.businessName,
      })
      .from(offerHistory)
      .leftJoin(users, eq(users.id, offerHistory.actorId))
      .where(eq(offerHistory.offerId, sql.placeholder("offerId")))
      .orderBy(asc(offerHistory.seq))
      .prepare(name),
  );
  const steps = await query.execute({ offerId: row.offer.id });
  const nameOf = (entry: (typeof steps)[number]): string => {
    const { party: by } = entry.step;
    if (by === "system") return "Lineup";
    if (by === "buyer") return buyerName(row);
    if (by === "athlete") return athleteNameOf(row);
    if (by === "guardian") return "Parent or guardian";
    return entry.step.actorId ? personName(entry) : "Former agent";
  };
  const history: OfferHistoryEntry[] = steps.map((entry) => ({
    id: entry.step.id,
    kind: entry.step.kind,
    by: entry.step.party,
    byName: nameOf(entry),
    ...(entry.step.amountCents === null ? {} : { amount: dollars(entry.step.amountCents) }),
    ...(entry.step.message === null ? {} : { message: entry.step.message }),
    at: entry.step.createdAt.toISOString(),
  }));
  return { ...toOffer(row, party, now, mayAct), history };
}
