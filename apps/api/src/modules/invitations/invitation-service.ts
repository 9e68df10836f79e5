import {
  ERROR_CODES,
  MESSAGES,
  ROUTES,
  type InvitationInfo,
  type SentInvitation,
} from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
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
  invitationToAthlete,
  markJoined,
  sentInvitations,
  useInvitation,
} from "./invitation-repository";
import { emailedRecently, link, requestsOf } from "./representation-repository";
import { requestRepresentation } from "./representation-service";

export const nameOf = (user: Pick<User, "firstName" | "lastName" | "businessName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.businessName || user.email;

/**
 * An agent invites an athlete by e-mail: an address without an account gets an invitation to
 * join; an athlete's account gets a representation request it accepts or declines
 * (docs/decisions/0065); another kind of account gets nothing. One e-mail per address per 24 h;
 * answers whether an e-mail was queued.
 */
export async function inviteAthlete(ctx: AppContext, agent: User, email: string): Promise<boolean> {
  if (agent.role !== "agent") throw new AppError(ERROR_CODES.forbidden, MESSAGES.onlyAgentsInvite);
  if (email === agent.email) {
    throw new AppError(ERROR_CODES.validation, "You cannot invite yourself.", {
      email: "You cannot invite yourself.",
    });
  }
  const sent = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (existing.role !== "athlete") return false;
      return requestRepresentation(ctx, tx, {
        athlete: existing,
        agent,
        by: "agent",
        sentTo: email,
      });
    }
    if (await emailedRecently(tx, email, ctx.clock())) return false;
    const token = await createInvitation(tx, "agent_invites_athlete", agent.id, email, ctx.clock());
    const url = `${ctx.config.appUrl}${ROUTES.athleteJoin}?invite=${token}`;
    await enqueueEmail(tx, "athlete_invitation", email, athleteInvitationEmail(nameOf(agent), url));
    return true;
  });
  if (sent) ctx.outbox.nudge();
  return sent;
}

/**
 * An athlete names an agent (inside the profile's transaction, or later). The agent who invited
 * this athlete is linked at once: both sides asked. Another agent account gets a request to
 * accept or decline; an address without an account an invitation to join as an agent; any other
 * account nothing. Nothing here tells the athlete who the address belongs to.
 */
export async function nameAgent(
  ctx: AppContext,
  tx: Db,
  athlete: User,
  agentEmail: string,
): Promise<void> {
  const now = ctx.clock();
  const agent = await findUserByEmail(tx, agentEmail);
  if (agent?.role === "agent") {
    if (await invitationToAthlete(tx, agent.id, athlete)) {
      await link(tx, athlete.id, agent.id, "agent", now);
      await markJoined(tx, agent.id, athlete, now);
      await enqueueEmail(
        tx,
        "agent_linked",
        agent.email,
        agentLinkedEmail(agent.firstName, nameOf(athlete), ctx.config.appUrl),
      );
      return;
    }
    await requestRepresentation(ctx, tx, { athlete, agent, by: "athlete", sentTo: agentEmail });
    return;
  }
  if (agent || (await emailedRecently(tx, agentEmail, now))) return;
  const token = await createInvitation(tx, "athlete_names_agent", athlete.id, agentEmail, now);
  const url = `${ctx.config.appUrl}${ROUTES.agentJoin}?inviteId=${token}`;
  await enqueueEmail(
    tx,
    "agent_invitation",
    agentEmail,
    agentInvitationEmail(nameOf(athlete), url),
  );
}

/**
 * A sign-up (local or OAuth) through an invitation: it stays with the account on the server from
 * now on. An agent named by an athlete represents them at once (both asked); an athlete invited
 * by an agent keeps the invitation, which get-started reads back and the profile completes
 * (docs/decisions/0065). Invalid, used or expired ids are ignored.
 *
 * Answers whether the invitation proves the sign-up address: an agent's invitation, live and used
 * up here by its token, that was e-mailed to this very address (docs/decisions/0077). Only the
 * token counts: a bare `?agentEmail=` in a join link is no invitation and never reaches here.
 */
export async function attachInvitation(
  ctx: AppContext,
  tx: Db,
  user: User,
  inviteId: string,
): Promise<{ provesEmail: boolean }> {
  const now = ctx.clock();
  if (user.role === "agent") {
    const used = await useInvitation(tx, { token: inviteId }, "athlete_names_agent", user.id, now);
    if (used) await link(tx, used.inviterId, user.id, "athlete", now);
  } else if (user.role === "athlete") {
    const used = await useInvitation(
      tx,
      { token: inviteId },
      "agent_invites_athlete",
      user.id,
      now,
    );
    return { provesEmail: used !== undefined && sameAddress(used.email, user.email) };
  }
  return { provesEmail: false };
}

/** Addresses compare case-insensitively (both are stored lower-cased by the shared emailField). */
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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

const REQUEST_STATES: Record<string, SentInvitation["state"]> = {
  pending: "sent",
  accepted: "accepted",
  declined: "declined",
  withdrawn: "ended",
  ended: "ended",
};

/** The agent's invitations and the requests they sent to athletes' accounts, newest first. */
export async function listSentInvitations(ctx: AppContext, agent: User): Promise<SentInvitation[]> {
  if (agent.role !== "agent") throw new AppError(ERROR_CODES.forbidden, MESSAGES.onlyAgentsInvite);
  const now = ctx.clock();
  type Row = Omit<SentInvitation, "sentAt" | "expiresAt"> & { sentAt: Date; expiresAt: Date };
  const invited = (await sentInvitations(ctx.db, agent.id)).map((row): Row => ({
    id: row.id,
    email: row.email,
    state: row.joinedAt ? "joined" : row.expiresAt <= now ? "expired" : "sent",
    sentAt: row.createdAt,
    expiresAt: row.expiresAt,
  }));
  const asked = (await requestsOf(ctx.db, agent.id))
    .filter((row) => row.requestedBy === "agent" && row.agentId === agent.id && row.sentTo)
    .map((row): Row => ({
      id: row.id,
      email: row.sentTo!,
      state: REQUEST_STATES[row.status]!,
      sentAt: row.createdAt,
      expiresAt: row.decidedAt ?? row.createdAt,
    }));
  return [...invited, ...asked]
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())
    .map((row) => ({
      ...row,
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
}
