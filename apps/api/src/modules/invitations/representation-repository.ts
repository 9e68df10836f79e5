import { and, desc, eq, gt, or } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { invitations, representationRequests } from "@api/db/schema";
import { INVITATION_TTL_MS } from "./invitation-repository";

export type RepresentationRequest = typeof representationRequests.$inferSelect;
type Side = RepresentationRequest["requestedBy"];

/** A request between these two that is still waiting, or the link itself. */
export async function openRequest(
  db: Db,
  athleteId: string,
  agentId: string,
): Promise<RepresentationRequest | undefined> {
  const [row] = await db
    .select()
    .from(representationRequests)
    .where(
      and(
        eq(representationRequests.athleteId, athleteId),
        eq(representationRequests.agentId, agentId),
        or(
          eq(representationRequests.status, "pending"),
          eq(representationRequests.status, "accepted"),
        ),
      ),
    );
  return row;
}

export async function insertRequest(
  db: Db,
  values: { athleteId: string; agentId: string; requestedBy: Side; sentTo: string | null },
): Promise<RepresentationRequest> {
  const [row] = await db.insert(representationRequests).values(values).returning();
  return row!;
}

/** Ends the athlete's current link, if any: an athlete has one agent, the newest wins. */
export async function endCurrent(db: Db, athleteId: string, now: Date): Promise<void> {
  await db
    .update(representationRequests)
    .set({ status: "ended", decidedAt: now })
    .where(
      and(
        eq(representationRequests.athleteId, athleteId),
        eq(representationRequests.status, "accepted"),
      ),
    );
}

/** The agent represents the athlete from now on (both sides have agreed). */
export async function link(
  db: Db,
  athleteId: string,
  agentId: string,
  requestedBy: Side,
  now: Date,
): Promise<void> {
  await endCurrent(db, athleteId, now);
  await db
    .update(representationRequests)
    .set({ status: "withdrawn", decidedAt: now })
    .where(
      and(
        eq(representationRequests.athleteId, athleteId),
        eq(representationRequests.agentId, agentId),
        eq(representationRequests.status, "pending"),
      ),
    );
  await db
    .insert(representationRequests)
    .values({ athleteId, agentId, requestedBy, status: "accepted", decidedAt: now });
}

/**
 * Moves one request from `from` to `to`: one conditional UPDATE, so of two concurrent answers
 * exactly one wins.
 */
export async function transition(
  db: Db,
  id: string,
  from: RepresentationRequest["status"],
  to: RepresentationRequest["status"],
  now: Date,
): Promise<RepresentationRequest | undefined> {
  const [row] = await db
    .update(representationRequests)
    .set({ status: to, decidedAt: now })
    .where(and(eq(representationRequests.id, id), eq(representationRequests.status, from)))
    .returning();
  return row;
}

export async function findRequest(db: Db, id: string): Promise<RepresentationRequest | undefined> {
  const [row] = await db
    .select()
    .from(representationRequests)
    .where(eq(representationRequests.id, id));
  return row;
}

/** Every request of a person, on either side, newest first. */
export function requestsOf(db: Db, userId: string): Promise<RepresentationRequest[]> {
  return db
    .select()
    .from(representationRequests)
    .where(
      or(eq(representationRequests.athleteId, userId), eq(representationRequests.agentId, userId)),
    )
    .orderBy(desc(representationRequests.createdAt));
}

export function markEmailed(db: Db, id: string, now: Date) {
  return db
    .update(representationRequests)
    .set({ emailedAt: now })
    .where(eq(representationRequests.id, id));
}

/**
 * Whether Lineup e-mailed this address an invitation or a representation request in the last
 * 24 h: one such e-mail per address per day, whoever asks (an athlete may not make Lineup
 * e-mail anyone at will).
 */
export async function emailedRecently(db: Db, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - INVITATION_TTL_MS);
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, address), gt(invitations.expiresAt, now)))
    .limit(1);
  if (invited) return true;
  const [asked] = await db
    .select({ id: representationRequests.id })
    .from(representationRequests)
    .where(
      and(eq(representationRequests.sentTo, address), gt(representationRequests.emailedAt, since)),
    )
    .limit(1);
  return Boolean(asked);
}
