import type { OfferMessageBody, OfferParty, OfferThreadMessage } from "@lineup/shared";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import { offerMessages, offerReads, users } from "@api/db/schema";
import type { User } from "@api/identity";
import { isClosedToMinors } from "../search";
import { assertMayAct, categoryNotAllowed, consentRequired, offerNotFound } from "./buyer-access";
import { isMinorAt, isPaused } from "./minor-gate";
import { maskContactDetails } from "./mask-contact-details";
import { announce, awayOf, queueOfferEmails } from "./offer-notify";
import { athleteNameOf, buyerName, othersOf, partyOf, personName } from "./offer-parties";
import { findOffer, type OfferContext } from "./offer-repository";

async function readable(ctx: AppContext, user: User, offerId: string) {
  const row = await findOffer(ctx.db, offerId, user.id);
  const party = row ? partyOf(row, user) : null;
  if (!row || !party) throw offerNotFound();
  return { row, party };
}

function authorName(
  row: OfferContext,
  party: OfferParty,
  names: { firstName: string | null; lastName: string | null; businessName: string | null } | null,
): string {
  if (party === "buyer") return buyerName(row);
  if (party === "athlete") return athleteNameOf(row);
  return names ? personName(names) : "Former agent";
}

/**
 * GET /api/offers/{id}/messages: the thread, oldest first; reading it marks it read for the
 * viewer (an operator's reading marks nothing: they are not in the conversation).
 */
export async function readThread(
  ctx: AppContext,
  user: User,
  offerId: string,
): Promise<OfferThreadMessage[]> {
  const { row, party } = await readable(ctx, user, offerId);
  const rows = await ctx.db
    .select({
      message: offerMessages,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: users.businessName,
    })
    .from(offerMessages)
    .leftJoin(users, eq(users.id, offerMessages.authorId))
    .where(eq(offerMessages.offerId, offerId))
    .orderBy(asc(offerMessages.seq));
  if (party !== "operator") {
    const now = ctx.clock();
    await ctx.db
      .insert(offerReads)
      .values({ offerId, userId: user.id, readAt: now })
      .onConflictDoUpdate({
        target: [offerReads.offerId, offerReads.userId],
        set: { readAt: now },
      });
  }
  return rows.map(({ message, ...names }) => ({
    id: message.id,
    from: message.party,
    authorName: authorName(row, message.party, message.authorId ? names : null),
    body: message.body,
    at: message.createdAt.toISOString(),
    mine: message.authorId === user.id,
  }));
}

/**
 * POST /api/offers/{id}/messages: a party writes to the thread. Before acceptance the text is
 * masked as it is stored, so it stays masked after (docs/decisions/0084).
 */
export async function writeMessage(
  ctx: AppContext,
  user: User,
  offerId: string,
  body: OfferMessageBody,
): Promise<OfferThreadMessage> {
  const { row, party } = await readable(ctx, user, offerId);
  assertMayAct(user);
  const now = ctx.clock();
  // A paused minor's offer (decision 0089): the thread is closed both ways until a guardian's
  // consent stands, so no business reaches a minor through it.
  if (isPaused(row, now)) throw consentRequired();
  // Nor a business whose category is closed to minors (one that changed its type after offering).
  if (party === "buyer" && isMinorAt(row, now) && isClosedToMinors(user)) {
    throw categoryNotAllowed();
  }
  const text = row.offer.status === "accepted" ? body.body : maskContactDetails(body.body);
  const others = othersOf(row, user.id);
  const away = await awayOf(ctx, others);
  const { message, queued } = await ctx.db.transaction(async (tx) => {
    const [written] = await tx
      .insert(offerMessages)
      .values({ offerId, authorId: user.id, party, body: text, createdAt: now })
      .returning();
    // The writer has read everything up to their own message.
    await tx
      .insert(offerReads)
      .values({ offerId, userId: user.id, readAt: now })
      .onConflictDoUpdate({
        target: [offerReads.offerId, offerReads.userId],
        set: { readAt: now },
      });
    const who = authorName(row, party, user);
    const news = { offerId, news: "message" as const, who, service: row.offer.serviceName };
    return { message: written!, queued: await queueOfferEmails(ctx, tx, away, news, now) };
  });
  announce(ctx, others, { type: "message", offerId }, queued);
  return {
    id: message.id,
    from: message.party,
    authorName: authorName(row, party, user),
    body: message.body,
    at: message.createdAt.toISOString(),
    mine: true,
  };
}
