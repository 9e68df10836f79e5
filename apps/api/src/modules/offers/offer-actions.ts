import type { OfferActionBody, OfferDetail, OfferStatus } from "@lineup/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { athleteProfiles, offerHistory, offers, services } from "@api/db/schema";
import type { User } from "@api/identity";
import type { OfferNews } from "@api/mail/offer-templates";
import { isClosedToMinors } from "../search";
import {
  assertMayAct,
  categoryNotAllowed,
  consentRequired,
  notYourMove,
  offerNotFound,
  serviceRemoved,
  toCents,
} from "./buyer-access";
import { queueGuardianCopy, queueGuardianConfirm } from "./guardian-notify";
import {
  athleteHasConfirmed,
  confirmsAsAthlete,
  guardianOf,
  isMinorAt,
  isPaused,
  refusedWhilePaused,
} from "./minor-gate";
import { maskContactDetails } from "./mask-contact-details";
import { assertMaySubmit, belowMinimumError, lockPair, recordBelowMinimum } from "./offer-limits";
import { announce, awayOf, queueOfferEmails } from "./offer-notify";
import { athleteNameOf, buyerName, othersOf, partyOf, personName } from "./offer-parties";
import { findOffer, type OfferContext } from "./offer-repository";
import { nextStatus } from "./offer-transitions";
import { toOfferDetail } from "./offer-view";

/** The guardian's copy of a move (issue 25), by the status it led to. */
const GUARDIAN_NEWS = {
  pending: "counter",
  countered: "counter",
  accepted: "accepted",
  declined: "declined",
  withdrawn: "withdrawn",
} as const;

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
  const tableTo = nextStatus(from, party, body.action);
  if (!tableTo) throw notYourMove();
  const now = ctx.clock();
  // Minors (issue 25, decision 0089): a paused offer refuses the athlete's side's binding moves;
  // a business of a closed category may not bind a minor either; a minor's acceptance waits for
  // the athlete's and the guardian's confirmations.
  const minor = isMinorAt(row, now);
  const binding = BINDING.has(body.action);
  if (isPaused(row, now) && refusedWhilePaused(party, body.action)) throw consentRequired();
  if (minor && party === "buyer" && binding && isClosedToMinors(user)) {
    throw categoryNotAllowed();
  }
  if (minor && athleteHasConfirmed(from, party, body.action, row.offer.athleteConfirmedAt)) {
    throw notYourMove();
  }
  const waitsForBoth = minor && (tableTo === "accepted" || tableTo === "awaiting_confirmation");
  const athleteConfirms = waitsForBoth && confirmsAsAthlete(party, body.action);
  if (binding && row.offer.serviceId === null) throw serviceRemoved();
  const counter = body.action === "counter" ? toCents(body.amount!) : null;
  const message = body.message === undefined ? null : maskContactDetails(body.message);
  const others = othersOf(row, user.id);
  const away = await awayOf(ctx, others);
  const buyerCounter = counter !== null && party === "buyer";
  // Decided in SQL from the row as it is when updated: an athlete's and a guardian's
  // confirmation at once see each other's, so the last of the two makes it accepted.
  const status = waitsForBoth
    ? sql<OfferStatus>`case when ${athleteConfirms ? sql`true` : sql`${offers.athleteConfirmedAt} is not null`} and ${offers.guardianConfirmedAt} is not null then 'accepted' else 'awaiting_confirmation' end`
    : tableTo;
  // A binding move of the athlete's side needs the consent as it stands when the move is made
  // (a withdrawal at the same moment wins), not only as it was read.
  const consentHolds =
    minor && binding && party !== "buyer"
      ? sql`exists (select 1 from ${athleteProfiles} where ${athleteProfiles.profileId} = ${offers.athleteId} and (${athleteProfiles.adultAt} <= ${now} or ${athleteProfiles.guardianConsent} = 'consented'))`
      : undefined;

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
        status,
        updatedAt: now,
        ...(athleteConfirms ? { athleteConfirmedAt: now } : {}),
        ...(counter === null
          ? {}
          : { amountCents: counter, amountBy: party === "buyer" ? "buyer" : "athlete" }),
      })
      .where(
        and(
          eq(offers.id, offerId),
          eq(offers.status, from),
          gt(offers.expiresAt, now),
          athleteConfirms ? isNull(offers.athleteConfirmedAt) : undefined,
          consentHolds,
        ),
      )
      .returning();
    if (!moved) throw notYourMove();
    const to = moved.status;
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
    const news = {
      offerId,
      news: waitsForBoth && to === "awaiting_confirmation" ? ("awaiting_minor" as const) : NEWS[to],
      who,
      service: row.offer.serviceName,
    };
    const queued =
      (await queueOfferEmails(ctx, tx, away, news, now)) +
      (await tellGuardian(ctx, tx, row, now, from, to, who));
    return { below: false as const, moved, queued };
  });
  if (outcome.below) throw belowMinimumError();

  announce(ctx, others, { type: "offer", offerId }, outcome.queued);
  // The answer is the row read above with the offer as the move left it: the people around it
  // did not move, and reading them again cost a second join per move (the offers bench, 0084).
  return toOfferDetail(ctx.db, { ...row, offer: outcome.moved }, party, now);
}

/**
 * The guardian of a minor hears of every counter and decision (issue 25): a copy, or, when the
 * offer starts waiting for the confirmations, the link to confirm or decline it.
 */
async function tellGuardian(
  ctx: AppContext,
  tx: Db,
  row: OfferContext,
  now: Date,
  from: OfferStatus,
  to: OfferStatus,
  who: string,
): Promise<number> {
  const guarded = {
    athleteUserId: row.athleteUserId,
    athleteName: athleteNameOf(row),
    guardianEmail: guardianOf(row, now),
  };
  const service = row.offer.serviceName;
  if (to === "awaiting_confirmation") {
    if (from === "awaiting_confirmation") {
      return queueGuardianCopy(ctx, tx, guarded, "confirmed", who, service);
    }
    return queueGuardianConfirm(ctx, tx, guarded, row.offer.id, buyerName(row), service);
  }
  if (to === "expired") return 0;
  return queueGuardianCopy(ctx, tx, guarded, GUARDIAN_NEWS[to], who, service);
}
