import { OFFER_LIMITS, ROUTES, type LiveEvent } from "@lineup/shared";
import { lte } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { offerEmailMarks } from "@api/db/schema";
import { userNamesById } from "@api/identity";
import { enqueueEmail } from "@api/mail/outbox";
import { offerNewsEmail, type OfferNews } from "@api/mail/offer-templates";

/** Outbox kind of every offer e-mail (identity/erase-account forgets e-mails by address). */
export const OFFER_EMAIL_KIND = "offer_news";

export interface News {
  offerId: string;
  news: OfferNews;
  /** Who did it, as the e-mail names them. */
  who: string;
  service: string;
}

/** Those of `userIds` with no page open now: e-mail goes to them (asked before the transaction). */
export async function awayOf(ctx: AppContext, userIds: string[]): Promise<string[]> {
  const listening = await Promise.all(userIds.map((id) => ctx.liveEvents.isListening(id)));
  return userIds.filter((_, i) => !listening[i]);
}

/**
 * Inside the transaction of the change: an e-mail to each of `userIds` not e-mailed about this
 * offer in the last hour (one conditional upsert per person decides it, so two changes at once
 * send one). `always` skips the hour's limit (an expiry, which happens once).
 */
export async function queueOfferEmails(
  ctx: AppContext,
  tx: Db,
  userIds: string[],
  news: News,
  now: Date,
  always = false,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const since = new Date(now.getTime() - OFFER_LIMITS.emailEveryMinutes * 60_000);
  const marked: string[] = [];
  for (const userId of userIds) {
    const [mark] = await tx
      .insert(offerEmailMarks)
      .values({ offerId: news.offerId, userId, emailedAt: now })
      .onConflictDoUpdate({
        target: [offerEmailMarks.offerId, offerEmailMarks.userId],
        set: { emailedAt: now },
        ...(always ? {} : { setWhere: lte(offerEmailMarks.emailedAt, since) }),
      })
      .returning({ userId: offerEmailMarks.userId });
    if (mark) marked.push(mark.userId);
  }
  // Names only for those e-mailed now: most changes fall in the hour and read none.
  if (marked.length === 0) return 0;
  const people = await userNamesById(tx, marked);
  const url = `${ctx.config.appUrl}${ROUTES.offer}?id=${news.offerId}`;
  let queued = 0;
  for (const userId of marked) {
    const person = people.get(userId);
    if (!person) continue;
    await enqueueEmail(
      tx,
      OFFER_EMAIL_KIND,
      person.email,
      offerNewsEmail(news.news, news.who, news.service, url),
    );
    queued++;
  }
  return queued;
}

/** After the commit: every open page of these people re-reads the offer; the outbox wakes. */
export function announce(ctx: AppContext, userIds: string[], event: LiveEvent, queued: number) {
  ctx.liveEvents.publish(userIds, event);
  if (queued > 0) ctx.outbox.nudge();
}
