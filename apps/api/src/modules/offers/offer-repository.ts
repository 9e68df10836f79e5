import { OFFER_STATUSES, type OfferParty, type OfferStatus } from "@lineup/shared";
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@api/db/client";
import { preparedOnce } from "@api/db/prepared-once";
import {
  athleteProfiles,
  media,
  offerMessages,
  offerReads,
  offers,
  profiles,
  representationRequests,
  users,
} from "@api/db/schema";
import { awaitsParty } from "./offer-transitions";

/**
 * Reading offers with the people around them: the athlete's account, the buyer's names, the
 * athlete's CURRENT agent (an accepted representation, read at every request, so representation
 * ending ends access at once) and the viewer's unread messages. Never the service's price.
 */
const athleteProfile = alias(profiles, "athlete_profile");
const athleteUser = alias(users, "athlete_user");
const buyerUser = alias(users, "buyer_user");

/** The athlete's current agent's user id, as a SQL expression on the joined athlete profile. */
export const currentAgentId = sql<
  string | null
>`(select ${representationRequests.agentId} from ${representationRequests} where ${representationRequests.athleteId} = ${athleteProfile.userId} and ${representationRequests.status} = 'accepted' limit 1)`;

/** The viewer's id, or the placeholder a prepared query binds it to. */
type ViewerId = string | Placeholder;

const unreadFor = (viewerId: ViewerId) =>
  sql<number>`(select count(*) from ${offerMessages} where ${offerMessages.offerId} = ${offers.id} and ${offerMessages.authorId} is distinct from ${viewerId} and ${offerMessages.createdAt} > coalesce((select ${offerReads.readAt} from ${offerReads} where ${offerReads.offerId} = ${offers.id} and ${offerReads.userId} = ${viewerId}), '-infinity'::timestamptz))`.mapWith(
    Number,
  );

const columnsFor = (viewerId: ViewerId) => ({
  offer: offers,
  athleteUserId: athleteProfile.userId,
  athleteFirstName: athleteUser.firstName,
  athleteLastName: athleteUser.lastName,
  athleteStatus: athleteUser.status,
  buyerFirstName: buyerUser.firstName,
  buyerLastName: buyerUser.lastName,
  buyerBusinessName: buyerUser.businessName,
  buyerKind: buyerUser.profileType,
  agentId: currentAgentId,
  avatarId: sql<
    string | null
  >`(select ${media.id} from ${media} where ${media.profileId} = ${offers.athleteId} and ${media.kind} = 'avatar' order by ${media.createdAt}, ${media.id} limit 1)`,
  unread: unreadFor(viewerId),
  // The minors' rules (issue 25, decision 0089): read with every offer, never shown as such.
  adultAt: athleteProfiles.adultAt,
  guardianConsent: athleteProfiles.guardianConsent,
  guardianEmail: athleteProfiles.guardianEmail,
});

export type OfferContext = Awaited<ReturnType<typeof selectOffers>>[number];

/** Offers with their people, as seen by `viewerId`, filtered by `where`. */
export function selectOffers(db: Db, viewerId: ViewerId, where: SQL | undefined) {
  return db
    .select(columnsFor(viewerId))
    .from(offers)
    .innerJoin(athleteProfile, eq(athleteProfile.id, offers.athleteId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.profileId, offers.athleteId))
    .innerJoin(athleteUser, eq(athleteUser.id, athleteProfile.userId))
    .innerJoin(buyerUser, eq(buyerUser.id, offers.buyerId))
    .where(where)
    .$dynamic();
}

export async function findOffer(
  db: Db,
  offerId: string,
  viewerId: string,
): Promise<OfferContext | undefined> {
  // Every request on an offer starts here: built once and prepared (decision 0050).
  const query = preparedOnce(db, "find_offer", (on, name) =>
    selectOffers(
      on,
      sql.placeholder("viewerId"),
      eq(offers.id, sql.placeholder("offerId")),
    ).prepare(name),
  );
  const [row] = await query.execute({ offerId, viewerId });
  return row;
}

/** The offers a person sees in a box: made by them, or made to them or an athlete they represent. */
export function boxFilter(box: "sent" | "received", viewerId: string): SQL {
  if (box === "sent") return eq(offers.buyerId, viewerId);
  return sql`(${athleteProfile.userId} = ${viewerId} or ${currentAgentId} = ${viewerId})`;
}

/** Every offer a person is a party to (either box). */
export const anyBoxFilter = (viewerId: string): SQL =>
  sql`(${offers.buyerId} = ${viewerId} or ${boxFilter("received", viewerId)})`;

/** The athlete's account, name, current agent and minor's state, before an offer to them exists. */
export async function athleteSideOf(db: Db, athleteId: string) {
  const [row] = await db
    .select({
      userId: athleteProfile.userId,
      agentId: currentAgentId,
      firstName: athleteUser.firstName,
      lastName: athleteUser.lastName,
      adultAt: athleteProfiles.adultAt,
      guardianConsent: athleteProfiles.guardianConsent,
      guardianEmail: athleteProfiles.guardianEmail,
    })
    .from(athleteProfile)
    .innerJoin(athleteProfiles, eq(athleteProfiles.profileId, athleteProfile.id))
    .innerJoin(athleteUser, eq(athleteUser.id, athleteProfile.userId))
    .where(eq(athleteProfile.id, athleteId));
  return row;
}

/** The statuses in which an offer waits on `party` (from the transition table). */
const awaitedStatuses = (party: OfferParty): OfferStatus[] =>
  OFFER_STATUSES.filter((status) => awaitsParty(status, party));

/** The offer waits on the viewer: their side's move, as `partyOf` decides their side. */
const waitsOn = (viewerId: string): SQL =>
  or(
    and(eq(offers.buyerId, viewerId), inArray(offers.status, awaitedStatuses("buyer"))),
    and(
      eq(athleteProfile.userId, viewerId),
      inArray(offers.status, awaitedStatuses("athlete")),
      // A minor who confirmed waits for the guardian, not for themselves (issue 25).
      sql`${offers.athleteConfirmedAt} is null`,
    ),
    and(sql`${currentAgentId} = ${viewerId}`, inArray(offers.status, awaitedStatuses("agent"))),
  )!;

/**
 * A box's counts in one aggregate, not by reading the box: `total` (in `status` when given) and
 * `unread`, the offers with unread messages or awaiting the viewer's move.
 */
export async function boxCounts(
  db: Db,
  viewerId: string,
  box: SQL | undefined,
  status: OfferStatus | undefined,
): Promise<{ total: number; unread: number }> {
  const inStatus = status ? eq(offers.status, status) : sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${inStatus})`.mapWith(Number),
      unread:
        sql<number>`count(*) filter (where ${unreadFor(viewerId)} > 0 or ${waitsOn(viewerId)})`.mapWith(
          Number,
        ),
    })
    .from(offers)
    .innerJoin(athleteProfile, eq(athleteProfile.id, offers.athleteId))
    .where(box);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}
