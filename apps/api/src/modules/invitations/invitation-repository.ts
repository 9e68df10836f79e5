import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { invitations } from "@api/db/schema";
import { hashToken, newToken } from "@api/identity";

export type Invitation = typeof invitations.$inferSelect;
export type InvitationKind = Invitation["kind"];
export const INVITATION_TTL_MS = 24 * 60 * 60 * 1000;

export async function createInvitation(
  db: Db,
  kind: InvitationKind,
  inviterId: string,
  email: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(invitations).values({
    tokenHash: hashToken(token),
    kind,
    inviterId,
    email,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return token;
}

export async function findLiveInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.joinedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row;
}

/** Uses an invitation up: one conditional UPDATE, so of two concurrent uses exactly one wins. */
export async function useInvitation(
  db: Db,
  where: { token: string } | { id: string },
  kind: InvitationKind,
  inviteeId: string,
  now: Date,
): Promise<Invitation | undefined> {
  const match =
    "token" in where
      ? eq(invitations.tokenHash, hashToken(where.token))
      : eq(invitations.id, where.id);
  const [row] = await db
    .update(invitations)
    .set({ joinedAt: now, inviteeId })
    .where(
      and(
        match,
        eq(invitations.kind, kind),
        isNull(invitations.joinedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export function sentInvitations(db: Db, inviterId: string): Promise<Invitation[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviterId, inviterId), eq(invitations.kind, "agent_invites_athlete")))
    .orderBy(desc(invitations.createdAt));
}

/**
 * The agent's invitation this athlete agreed to: the one they signed up through, or one the agent
 * sent to their (confirmed) address. Either way both sides want the link.
 */
export async function invitationToAthlete(
  db: Db,
  agentId: string,
  athlete: { id: string; email: string },
): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, "agent_invites_athlete"),
        eq(invitations.inviterId, agentId),
        or(eq(invitations.inviteeId, athlete.id), eq(invitations.email, athlete.email)),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row;
}

/** Invitations an athlete signed up through, newest first. */
export function invitationsUsedBy(db: Db, athleteId: string): Promise<Invitation[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.kind, "agent_invites_athlete"), eq(invitations.inviteeId, athleteId)))
    .orderBy(desc(invitations.joinedAt));
}

/** Marks the agent's invitations to this athlete as joined. */
export async function markJoined(
  db: Db,
  agentId: string,
  athlete: { id: string; email: string },
  now: Date,
): Promise<void> {
  await db
    .update(invitations)
    .set({ joinedAt: now, inviteeId: athlete.id })
    .where(
      and(
        eq(invitations.kind, "agent_invites_athlete"),
        eq(invitations.inviterId, agentId),
        eq(invitations.email, athlete.email),
        isNull(invitations.joinedAt),
      ),
    );
}

/** Every invitation the person sent, newest first (a person's data export). */
export function invitationsSentBy(db: Db, inviterId: string): Promise<Invitation[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.inviterId, inviterId))
    .orderBy(desc(invitations.createdAt));
}

/**
 * Deletes the invitations the person joined through (account deletion): they name the person's
 * address, and the inviter's list no longer has anyone to show for them.
 */
export async function forgetInvitee(db: Db, inviteeId: string): Promise<void> {
  await db.delete(invitations).where(eq(invitations.inviteeId, inviteeId));
}
