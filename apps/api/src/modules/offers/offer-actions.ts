import type { OfferActionBody, OfferDetail, OfferStatus } from "@lineup/shared";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import { offerHistory, offers, services } from "@api/db/schema";
import type { User } from "@api/identity";
import type { OfferNews } from "@api/mail/offer-templates";
import { assertMayAct, notYourMove, offerNotFound, serviceRemoved, toCents } from "./buyer-access";
import { maskContactDetails } from "./mask-contact-details";
import { assertMaySubmit, belowMinimumError, lockPair, recordBelowMinimum } from "./offer-limits";
import { announce, awayOf, queueOfferEmails } from "./offer-notify";
import { athleteNameOf, buyerName, othersOf, partyOf, personName } from "./offer-parties";
import { findOffer } from "./offer-repository";
import { nextStatus } from "./offer-transitions";
import { toOfferDetail } from "./offer-view";

/** Moves that bind the athlete to the service, refused once the service is gone. */
const BINDING = new Set<OfferActionBody["action"]>(["accept", "confirm", "counter"]);

const NEWS: Record<OfferStatus, OfferNews> = {
  pending: "counter",
  countered: "counter",
  awaiting_confirmation: "awaiting_confirmation",
  accepted: "accepted",
  declined: "declined",
  withdrawn: "withdrawn",
  expired: "expired",
};

/**
 * POST /api/offers/{id}/actions. The transition table decides the move from the status read;
 * one transaction then moves the offer only if it is still in that status (and not past its
 * expiry) and writes the history row, so of two moves at once exactly one wins: the other gets
 * 409 offerNotYourMove. A buyer's counter meets the minimum and the limits like a first offer.
 */
export async function actOnOffer(
  ctx: AppContext,
  user: User,
  offerId: string,
  body: OfferActionBody,
): Promise<OfferDetail> {
  const row = await findOffer(ctx.db, offerId, user.id);
  const party = row ? partyOf(row, user) : null;
  if (!row || !party) throw offerNotFound();
  assertMayAct(user);
  const from = row.offer.status;
  const to = nextStatus(from, party, body.action);
  if (!to) throw notYourMove();
  if (BINDING.has(body.action) && row.offer.serviceId === null) throw serviceRemoved();
  const counter = body.action === "counter" ? toCents(body.amount!) : null;
  const message = body.message === undefined ? null : maskContactDetails(body.message);
  const now = ctx.clock();
  const others = othersOf(row, user.id);
  const away = await awayOf(ctx, others);
  const buyerCounter = counter !== null && party === "buyer";

  const outcome = await ctx.db.transaction(async (tx) => {
    if (buyerCounter) {
      await lockPair(tx, row.offer.buyerId, row.offer.athleteId);
      const [service] = await tx
        .select({ minimumCents: services.priceCents })
        .from(services)
        .where(eq(services.id, row.offer.serviceId!));
      if (!service) throw serviceRemoved();
      await assertMaySubmit(tx, row.offer.buyerId, row.offer.athleteId, now);
      if (counter < service.minimumCents) {
        await recordBelowMinimum(tx, row.offer.buyerId, row.offer.athleteId, now);
        return { below: true as const };
      }
    }
    const [moved] = await tx
      .update(offers)
      .set({
        status: to,
        updatedAt: now,
        ...(counter === null
          ? {}
          : { amountCents: counter, amountBy: party === "buyer" ? "buyer" : "athlete" }),
      })
      .where(and(eq(offers.id, offerId), eq(offers.status, from), gt(offers.expiresAt, now)))
      .returning();
    if (!moved) throw notYourMove();
    await tx.insert(offerHistory).values({
      offerId,
      kind: body.action,
      party,
      actorId: user.id,
      amountCents: counter,
      message,
      fromStatus: from,
      toStatus: to,
      createdAt: now,
    });
    const who =
      party === "buyer"
        ? buyerName(row)
        : party === "athlete"
          ? athleteNameOf(row)
          : personName(user);
    const news = { offerId, news: NEWS[to], who, service: row.offer.serviceName };
    const queued = await queueOfferEmails(ctx, tx, away, news, now);
    return { below: false as const, moved, queued };
  });
  if (outcome.below) throw belowMinimumError();

  announce(ctx, others, { type: "offer", offerId }, outcome.queued);
  // The answer is the row read above with the offer as the move left it: the people around it
  // did not move, and reading them again cost a second join per move (the offers bench, 0084).
  return toOfferDetail(ctx.db, { ...row, offer: outcome.moved }, party);
}
