import {
  OFFER_LIMITS,
  type OfferList,
  type OfferListQuery,
  type OfferSummary,
} from "@lineup/shared";
import { and, count, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import {
  athleteProfiles,
  offerBelowMinimum,
  offers,
  profiles,
  representationRequests,
} from "@api/db/schema";
import type { User } from "@api/identity";
import { partyOf } from "./offer-parties";
import { anyBoxFilter, boxCounts, boxFilter, selectOffers } from "./offer-repository";
import { awaitsParty, isOpen } from "./offer-transitions";
import { gatedActions } from "./minor-gate";
import { toOffer } from "./offer-view";

const WINDOW_MS = OFFER_LIMITS.probeWindowDays * 24 * 60 * 60 * 1000;

/**
 * GET /api/offers: one page of a box, newest activity first. Operators read every offer (the box
 * does not narrow theirs: they are party to none). `unread` and `total` are counted over the whole
 * box by the database (boxCounts), so a long box costs one page and one aggregate.
 */
export async function listOffers(
  ctx: AppContext,
  user: User,
  query: Required<Pick<OfferListQuery, "box">> & {
    status?: OfferListQuery["status"];
    page: number;
  },
): Promise<OfferList> {
  const box = user.role === "operator" ? undefined : boxFilter(query.box, user.id);
  const where = and(box, query.status ? eq(offers.status, query.status) : undefined);
  const pageSize = OFFER_LIMITS.pageSize;
  const [page, counts] = await Promise.all([
    selectOffers(ctx.db, user.id, where)
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    boxCounts(ctx.db, user.id, box, query.status),
  ]);
  return {
    list: page.map((row) =>
      toOffer(row, partyOf(row, user) ?? "operator", ctx.clock(), user.status === "approved"),
    ),
    total: counts.total,
    page: query.page,
    pageSize,
    unread: counts.unread,
  };
}

/** GET /api/offers/summary: what home shows. */
export async function offerSummary(ctx: AppContext, user: User): Promise<OfferSummary> {
  const rows =
    user.role === "operator" ? [] : await selectOffers(ctx.db, user.id, anyBoxFilter(user.id));
  const open = rows.filter((row) => isOpen(row.offer.status));
  const now = ctx.clock();
  // Whose move, less what the minors' rules hold back (a paused offer, a minor who confirmed and
  // waits for the guardian): what is left to the viewer is more than declining or withdrawing.
  const awaitingYou = open.filter((row) => {
    const party = partyOf(row, user);
    return (
      party !== null &&
      awaitsParty(row.offer.status, party) &&
      gatedActions(row.offer, party, row, now).some((a) => a !== "decline" && a !== "withdraw")
    );
  }).length;
  const summary: OfferSummary = {
    awaitingYou,
    awaitingOthers: open.length - awaitingYou,
    unreadMessages: rows.reduce((sum, row) => sum + row.unread, 0),
  };
  if (user.role === "athlete" || user.role === "agent") {
    summary.belowMinimumTurnedAway = await turnedAway(ctx, user, ctx.clock());
  }
  return summary;
}

/** Below-minimum submissions to the athlete (or the agent's athletes) in 30 days: a count only. */
async function turnedAway(ctx: AppContext, user: User, now: Date): Promise<number> {
  const represented = ctx.db
    .select({ id: representationRequests.athleteId })
    .from(representationRequests)
    .where(
      and(
        eq(representationRequests.agentId, user.id),
        eq(representationRequests.status, "accepted"),
      ),
    );
  const [row] = await ctx.db
    .select({ n: count() })
    .from(offerBelowMinimum)
    .innerJoin(athleteProfiles, eq(athleteProfiles.profileId, offerBelowMinimum.athleteId))
    .innerJoin(profiles, eq(profiles.id, athleteProfiles.profileId))
    .where(
      and(
        gt(offerBelowMinimum.createdAt, new Date(now.getTime() - WINDOW_MS)),
        or(eq(profiles.userId, user.id), inArray(profiles.userId, represented)),
      ),
    );
  return row?.n ?? 0;
}
