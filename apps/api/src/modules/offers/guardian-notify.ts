import { ROUTES } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { issueToken } from "@api/identity";
import {
  guardianConfirmEmail,
  guardianOfferCopyEmail,
  type GuardianNews,
} from "@api/mail/guardian-offer-templates";
import { enqueueEmail } from "@api/mail/outbox";
import { guardianWithdrawUrl } from "../guardians";

/** Outbox kind of the e-mails to a minor's guardian about offers. */
export const GUARDIAN_OFFER_EMAIL_KIND = "guardian_offer_news";

/** The minor whose guardian is told: their account (the links are bound to it) and name. */
export interface GuardedAthlete {
  athleteUserId: string;
  athleteName: string;
  /** The guardian's address; null when there is none to tell (an adult, no guardian named). */
  guardianEmail: string | null;
}

/**
 * Inside the transaction of the change: a copy of a new offer, a counter or a decision to the
 * guardian, with the link to withdraw consent. No limit per hour: each is a step they are told
 * of; messages go in the daily digest instead. Returns how many e-mails were queued.
 */
export async function queueGuardianCopy(
  ctx: AppContext,
  tx: Db,
  athlete: GuardedAthlete,
  news: GuardianNews,
  who: string,
  service: string,
): Promise<number> {
  if (!athlete.guardianEmail) return 0;
  const withdrawUrl = await guardianWithdrawUrl(ctx, tx, athlete.athleteUserId);
  await enqueueEmail(
    tx,
    GUARDIAN_OFFER_EMAIL_KIND,
    athlete.guardianEmail,
    guardianOfferCopyEmail(news, athlete.athleteName, who, service, withdrawUrl),
  );
  return 1;
}

/**
 * Inside the transaction that made a minor's offer wait for the guardian: the single-use link
 * (`guardian_offer`, payload `{ offerId }`, bound to the athlete's account, 7 days) to confirm
 * or decline it.
 */
export async function queueGuardianConfirm(
  ctx: AppContext,
  tx: Db,
  athlete: GuardedAthlete,
  offerId: string,
  buyer: string,
  service: string,
): Promise<number> {
  if (!athlete.guardianEmail) return 0;
  const token = await issueToken(tx, "guardian_offer", ctx.clock(), athlete.athleteUserId, {
    offerId,
  });
  const confirmUrl = `${ctx.config.appUrl}${ROUTES.guardianOffer}/${token}`;
  const withdrawUrl = await guardianWithdrawUrl(ctx, tx, athlete.athleteUserId);
  await enqueueEmail(
    tx,
    GUARDIAN_OFFER_EMAIL_KIND,
    athlete.guardianEmail,
    guardianConfirmEmail(athlete.athleteName, buyer, service, confirmUrl, withdrawUrl),
  );
  return 1;
}
