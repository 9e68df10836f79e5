import {
  ERROR_CODES,
  MESSAGES,
  OFFER_LIMITS,
  type CreateOfferBody,
  type OfferDetail,
} from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import { offerHistory, offers, services } from "@api/db/schema";
import type { User } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { profileOfUser } from "../profiles";
import { isClosedToMinors, isVisibleAthlete } from "../search";
import { queueGuardianCopy } from "./guardian-notify";
import { guardianOf, isMinorAt } from "./minor-gate";
import {
  assertBuyer,
  categoryNotAllowed,
  offerNotFound,
  serviceRemoved,
  toCents,
  todayOf,
} from "./buyer-access";
import { maskContactDetails } from "./mask-contact-details";
import { announce, awayOf, queueOfferEmails } from "./offer-notify";
import { personName } from "./offer-parties";
import { athleteSideOf, findOffer } from "./offer-repository";
import { assertMaySubmit, belowMinimumError, lockPair, recordBelowMinimum } from "./offer-limits";
import { toOfferDetail } from "./offer-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The buyer as e-mails name them: the business's name, or the individual's. */
const buyerNameOf = (user: User) =>
  user.role === "business" && user.businessName ? user.businessName : personName(user);

/**
 * POST /api/offers: an approved business or individual offers to book one of a listed athlete's
 * services. The amount meets the private minimum here and only here (and at a buyer's counter);
 * below it the submission is recorded, committed, and answered with the one sentence of
 * BELOW_MINIMUM and nothing else.
 */
export async function createOffer(
  ctx: AppContext,
  user: User,
  body: CreateOfferBody,
): Promise<OfferDetail> {
  assertBuyer(user);
  const now = ctx.clock();
  const closedToMinors = isClosedToMinors(user);
  const side = await athleteSideOf(ctx.db, body.athleteId);
  // Before the visibility's 404, so a business of a closed category is told why (issue 25).
  if (closedToMinors && side && isMinorAt(side, now)) throw categoryNotAllowed();
  const viewer = { userId: user.id, role: user.role, closedToMinors };
  if (!side || !(await isVisibleAthlete(ctx.db, body.athleteId, viewer))) {
    throw new AppError(ERROR_CODES.notFound, MESSAGES.athleteNotFound);
  }
  const buyerProfile = await profileOfUser(ctx.db, user.id);
  if (!buyerProfile) throw new AppError(ERROR_CODES.forbidden, MESSAGES.offersNotApproved);
  if (body.activityDate !== undefined && body.activityDate < todayOf(now)) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, {
      activityDate: MESSAGES.offerActivityDatePast,
    });
  }
  const amountCents = toCents(body.amount);
  const message = maskContactDetails(body.message);
  const expiresAt = new Date(
    now.getTime() + (body.expiresInDays ?? OFFER_LIMITS.expiryDaysDefault) * DAY_MS,
  );

  const others = [side.userId, side.agentId].filter((id): id is string => id !== null);
  const away = await awayOf(ctx, others);

  const outcome = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, user.id, body.athleteId);
    const [service] = await tx
      .select({ name: services.name, minimumCents: services.priceCents })
      .from(services)
      .where(and(eq(services.id, body.serviceId), eq(services.profileId, body.athleteId)));
    if (!service) throw serviceRemoved();
    await assertMaySubmit(tx, user.id, body.athleteId, now);
    if (amountCents < service.minimumCents) {
      // Committed with the transaction; the refusal is thrown after it (see below).
      await recordBelowMinimum(tx, user.id, body.athleteId, now);
      return { below: true as const };
    }
    const [offer] = await tx
      .insert(offers)
      .values({
        athleteId: body.athleteId,
        buyerId: user.id,
        buyerProfileId: buyerProfile.id,
        serviceId: body.serviceId,
        serviceName: service.name,
        amountCents,
        amountBy: "buyer",
        status: "pending",
        activityDate: body.activityDate ?? null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: offers.id });
    await tx.insert(offerHistory).values({
      offerId: offer!.id,
      kind: "create",
      party: "buyer",
      actorId: user.id,
      amountCents,
      message,
      fromStatus: null,
      toStatus: "pending",
      createdAt: now,
    });
    const news = {
      offerId: offer!.id,
      news: "offer" as const,
      who: buyerNameOf(user),
      service: service.name,
    };
    const guarded = {
      athleteUserId: side.userId,
      athleteName: personName(side),
      guardianEmail: guardianOf(side, now),
    };
    const queued =
      (await queueOfferEmails(ctx, tx, away, news, now)) +
      (await queueGuardianCopy(ctx, tx, guarded, "offer", news.who, service.name));
    return { below: false as const, offerId: offer!.id, queued };
  });
  if (outcome.below) throw belowMinimumError();

  announce(ctx, others, { type: "offer", offerId: outcome.offerId }, outcome.queued);
  const row = await findOffer(ctx.db, outcome.offerId, user.id);
  if (!row) throw offerNotFound();
  return toOfferDetail(ctx.db, row, "buyer", ctx.clock());
}
