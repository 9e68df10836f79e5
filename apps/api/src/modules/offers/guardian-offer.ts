import {
  ERROR_CODES,
  MESSAGES,
  type GuardianOfferDecisionBody,
  type GuardianOfferView,
} from "@lineup/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { offerHistory, offers } from "@api/db/schema";
import { consumeToken, peekToken } from "@api/identity";
import { AppError } from "@api/lib/app-error";
import { consentRequired } from "./buyer-access";
import { queueGuardianCopy } from "./guardian-notify";
import { guardianOf, isMinorAt, isPaused } from "./minor-gate";
import { announce, awayOf, queueOfferEmails } from "./offer-notify";
import { athleteNameOf, buyerName, othersOf } from "./offer-parties";
import { selectOffers, type OfferContext } from "./offer-repository";

/**
 * A minor's guardian confirms or declines the minor's accepted offer from an e-mailed link
 * (issue 25, decision 0089): a `guardian_offer` token, payload `{ offerId }`, bound to the
 * athlete's account. The page shows the agreed amount, never the minimum.
 */

const NOBODY = "00000000-0000-0000-0000-000000000000";
/** How the parties' e-mails and the timeline name the guardian (who has no account). */
export const GUARDIAN_NAME = "Parent or guardian";

const linkInvalid = () => new AppError(ERROR_CODES.notFound, MESSAGES.guardianOfferLinkInvalid);
const notAwaiting = () => new AppError(ERROR_CODES.conflict, MESSAGES.guardianOfferNotAwaiting);

function offerIdOf(payload: unknown): string | null {
  const id = (payload as { offerId?: unknown } | null)?.offerId;
  return typeof id === "string" ? id : null;
}

/** The offer the token names, if it is still the offer of the athlete it is bound to. */
async function offerOfToken(
  db: Db,
  token: { userId: string | null; payload: unknown } | null,
): Promise<OfferContext> {
  const offerId = offerIdOf(token?.payload);
  if (!token?.userId || !offerId) throw linkInvalid();
  const [row] = await selectOffers(db, NOBODY, eq(offers.id, offerId));
  if (!row || row.athleteUserId !== token.userId) throw linkInvalid();
  return row;
}

/** Whether the guardian may still decide: a minor's offer waiting for their confirmation. */
const awaitsGuardian = (row: OfferContext, now: Date) =>
  row.offer.status === "awaiting_confirmation" &&
  row.offer.guardianConfirmedAt === null &&
  row.offer.expiresAt > now &&
  guardianOf(row, now) !== null;

function viewOf(row: OfferContext, now: Date): GuardianOfferView {
  return {
    athlete: { firstName: row.athleteFirstName ?? "", lastName: row.athleteLastName ?? "" },
    buyerName: buyerName(row),
    serviceName: row.offer.serviceName,
    amount: row.offer.amountCents / 100,
    activityDate: row.offer.activityDate,
    status: row.offer.status,
    awaitingGuardian: awaitsGuardian(row, now),
    athleteConfirmed: row.offer.athleteConfirmedAt !== null,
  };
}

/** GET /api/guardian/offer/{token}: what the guardian's page shows; the link stays usable. */
export async function guardianOfferView(
  ctx: AppContext,
  token: string,
): Promise<GuardianOfferView> {
  const now = ctx.clock();
  const row = await offerOfToken(ctx.db, await peekToken(ctx.db, token, "guardian_offer", now));
  return viewOf(row, now);
}

/**
 * POST /api/guardian/offer/{token}: the token is used up and the offer moved in one transaction,
 * conditional on the offer still waiting for the guardian, so two clicks never both win (the
 * token's conditional UPDATE lets one through; the offer's, a second link for the same offer).
 * Confirming makes it accepted when the athlete has confirmed too (decided in SQL, against an
 * athlete's confirmation at the same moment); declining closes it as declined.
 */
export async function decideGuardianOffer(
  ctx: AppContext,
  token: string,
  body: GuardianOfferDecisionBody,
): Promise<GuardianOfferView> {
  const now = ctx.clock();
  const peeked = await offerOfToken(ctx.db, await peekToken(ctx.db, token, "guardian_offer", now));
  const others = othersOf(peeked, null);
  const away = await awayOf(ctx, others);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await offerOfToken(tx, await consumeToken(tx, token, "guardian_offer", now));
    if (!awaitsGuardian(row, now) || !isMinorAt(row, now)) throw notAwaiting();
    const confirm = body.decision === "confirm";
    if (confirm && isPaused(row, now)) throw consentRequired();
    const [moved] = await tx
      .update(offers)
      .set(
        confirm
          ? {
              guardianConfirmedAt: now,
              status: sql`case when ${offers.athleteConfirmedAt} is not null then 'accepted' else 'awaiting_confirmation' end`,
              updatedAt: now,
            }
          : { status: "declined", updatedAt: now },
      )
      .where(
        and(
          eq(offers.id, row.offer.id),
          eq(offers.status, "awaiting_confirmation"),
          isNull(offers.guardianConfirmedAt),
          gt(offers.expiresAt, now),
        ),
      )
      .returning();
    if (!moved) throw notAwaiting();
    await tx.insert(offerHistory).values({
      offerId: moved.id,
      kind: confirm ? "confirm" : "decline",
      party: "guardian",
      actorId: null,
      fromStatus: "awaiting_confirmation",
      toStatus: moved.status,
      createdAt: now,
    });
    const news = {
      offerId: moved.id,
      news:
        moved.status === "accepted"
          ? ("accepted" as const)
          : confirm
            ? ("guardian_confirmed" as const)
            : ("declined" as const),
      who: GUARDIAN_NAME,
      service: moved.serviceName,
    };
    const guarded = {
      athleteUserId: row.athleteUserId,
      athleteName: athleteNameOf(row),
      guardianEmail: guardianOf(row, now),
    };
    const copy = moved.status === "accepted" ? "accepted" : confirm ? null : "guardian_declined";
    const queued =
      (await queueOfferEmails(ctx, tx, away, news, now)) +
      (copy
        ? await queueGuardianCopy(ctx, tx, guarded, copy, GUARDIAN_NAME, moved.serviceName)
        : 0);
    return { row: { ...row, offer: moved }, queued };
  });
  announce(ctx, others, { type: "offer", offerId: outcome.row.offer.id }, outcome.queued);
  return viewOf(outcome.row, now);
}
