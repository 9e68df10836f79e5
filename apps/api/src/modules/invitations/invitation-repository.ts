import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { invitations, representations } from "@api/db/schema";
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

/** A live invitation from this inviter to this address, if one is still waiting. */
export async function pendingInvitation(
  db: Db,
  kind: InvitationKind,
  inviterId: string,
  email: string,
  now: Date,
): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, kind),
        eq(invitations.inviterId, inviterId),
        eq(invitations.email, email),
        isNull(invitations.joinedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row;
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

/** The agent now represents the athlete (an athlete has one agent; the newest link wins). */
export async function represent(db: Db, agentId: string, athleteId: string): Promise<void> {
  await db
    .insert(representations)
    .values({ agentId, athleteId })
    .onConflictDoUpdate({ target: representations.athleteId, set: { agentId } });
}
