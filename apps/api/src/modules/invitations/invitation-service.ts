import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type InvitationInfo,
  type SentInvitation,
} from "@lineup/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import { invitations, representations, users } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import { enqueueEmail } from "@api/mail/outbox";
import {
  agentInvitationEmail,
  agentLinkedEmail,
  athleteInvitationEmail,
} from "@api/mail/templates";
import { findUserByEmail, findUserById, type User } from "@api/identity";
import {
  createInvitation,
  findLiveInvitation,
  pendingInvitation,
  represent,
  sentInvitations,
  useInvitation,
} from "./invitation-repository";

export const nameOf = (user: Pick<User, "firstName" | "lastName" | "businessName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.businessName || user.email;

/**
 * An agent invites an athlete by e-mail. Inviting the same address again while the first
 * invitation lives sends nothing new; answers whether an e-mail was queued.
 */
export async function inviteAthlete(ctx: AppContext, agent: User, email: string): Promise<boolean> {
  if (agent.role !== "agent") throw new AppError(ERROR_CODES.forbidden, MESSAGES.onlyAgentsInvite);
  if (email === agent.email) {
    throw new AppError(ERROR_CODES.validation, "You cannot invite yourself.", {
      email: "You cannot invite yourself.",
    });
  }
  const sent = await ctx.db.transaction(async (tx) => {
    if (await pendingInvitation(tx, "agent_invites_athlete", agent.id, email, ctx.clock()))
      return false;
    const token = await createInvitation(tx, "agent_invites_athlete", agent.id, email, ctx.clock());
    const url = `${ctx.config.appUrl}${ROUTES.athleteJoin}?invite=${token}`;
    await enqueueEmail(tx, "athlete_invitation", email, athleteInvitationEmail(nameOf(agent), url));
    return true;
  });
  if (sent) ctx.outbox.nudge();
  return sent;
}

/**
 * An athlete names an agent at get-started (inside the profile's transaction): an agent account
 * is linked and told; any other address gets an invitation to join as an agent.
 */
export async function nameAgent(
  ctx: AppContext,
  tx: Db,
  athlete: User,
  agentEmail: string,
): Promise<void> {
  const agent = await findUserByEmail(tx, agentEmail);
  if (agent?.role === "agent") {
    await represent(tx, agent.id, athlete.id);
    // An invitation this agent sent to this athlete is now used.
    await tx
      .update(invitations)
      .set({ joinedAt: ctx.clock(), inviteeId: athlete.id })
      .where(
        and(
          eq(invitations.kind, "agent_invites_athlete"),
          eq(invitations.inviterId, agent.id),
          eq(invitations.email, athlete.email),
          isNull(invitations.joinedAt),
        ),
      );
    await enqueueEmail(
      tx,
      "agent_linked",
      agent.email,
      agentLinkedEmail(agent.firstName, nameOf(athlete), ctx.config.appUrl),
    );
    return;
  }
  if (agent) return; // an account of another kind cannot represent anyone
  if (await pendingInvitation(tx, "athlete_names_agent", athlete.id, agentEmail, ctx.clock()))
    return;
  const token = await createInvitation(
    tx,
    "athlete_names_agent",
    athlete.id,
    agentEmail,
    ctx.clock(),
  );
  const url = `${ctx.config.appUrl}${ROUTES.agentJoin}?inviteId=${token}`;
  await enqueueEmail(
    tx,
    "agent_invitation",
    agentEmail,
    agentInvitationEmail(nameOf(athlete), url),
  );
}

/** An agent signs up through an athlete's invitation: the two are linked. Invalid ids are ignored. */
export async function acceptAgentInvitation(
  ctx: AppContext,
  tx: Db,
  agent: User,
  inviteId: string,
): Promise<void> {
  const used = await useInvitation(
    tx,
    { token: inviteId },
    "athlete_names_agent",
    agent.id,
    ctx.clock(),
  );
  if (used) await represent(tx, agent.id, used.inviterId);
}

/** What an invitation link is about, so the join screen can explain it or refuse it clearly. */
export async function describeInvitation(ctx: AppContext, token: string): Promise<InvitationInfo> {
  const invitation = await findLiveInvitation(ctx.db, token, ctx.clock());
  const inviter = invitation ? await findUserById(ctx.db, invitation.inviterId) : undefined;
  if (!invitation || !inviter)
    throw new AppError(ERROR_CODES.invalidToken, MESSAGES.invalidInvitation);
  return {
    kind: invitation.kind,
    email: invitation.email,
    inviterEmail: inviter.email,
    inviterName: nameOf(inviter),
  };
}

export async function listSentInvitations(ctx: AppContext, agent: User): Promise<SentInvitation[]> {
  if (agent.role !== "agent") throw new AppError(ERROR_CODES.forbidden, MESSAGES.onlyAgentsInvite);
  const now = ctx.clock();
  return (await sentInvitations(ctx.db, agent.id)).map((row) => ({
    id: row.id,
    email: row.email,
    state: row.joinedAt ? "joined" : row.expiresAt <= now ? "expired" : "sent",
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Both directions of representation for /api/profile/my. */
export async function representationOf(db: Db, user: User) {
  if (user.role === "agent") {
    const rows = await db
      .select({ user: users })
      .from(representations)
      .innerJoin(users, eq(users.id, representations.athleteId))
      .where(eq(representations.agentId, user.id));
    return {
      athletes: rows.map((r) => ({ name: nameOf(r.user), email: r.user.email })),
      agent: null,
    };
  }
  const [row] = await db
    .select({ user: users })
    .from(representations)
    .innerJoin(users, eq(users.id, representations.agentId))
    .where(eq(representations.athleteId, user.id));
  return { athletes: [], agent: row ? { name: nameOf(row.user), email: row.user.email } : null };
}
