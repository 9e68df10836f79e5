import { z } from "zod";
import { emailField } from "./fields";

/**
 * An invitation to join (sent, joined, expired) or, for an address that already has an athlete
 * account, a representation request (sent, accepted, declined, ended).
 */
export const INVITATION_STATES = [
  "sent",
  "joined",
  "expired",
  "accepted",
  "declined",
  "ended",
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** POST /api/invite/athlete/{email} with body { email } (spec §7). */
export const inviteAthleteBodySchema = z.strictObject({ email: emailField });

export const sentInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** GET /api/invite/{token}: what an invitation link is about, before anyone signs up. */
export const invitationInfoSchema = z.object({
  kind: z.enum(["agent_invites_athlete", "athlete_names_agent"]),
  /** The address invited. */
  email: z.string(),
  /** Who invited: the agent's e-mail (athlete invitations) or the athlete's name. */
  inviterEmail: z.string(),
  inviterName: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** Representation as /api/profile/my shows it. */
export const representationSchema = z.object({
  /** For an agent: the athletes represented. */
  athletes: z.array(z.object({ name: z.string(), email: z.string() })),
  /** For an athlete: the agent, once linked. */
  agent: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type Representation = z.infer<typeof representationSchema>;

/** POST /api/representation: an athlete names an agent after get-started. */
export const nameAgentBodySchema = z.strictObject({ agentEmail: emailField });
export type NameAgentBody = z.infer<typeof nameAgentBodySchema>;

const party = z.object({ name: z.string(), email: z.string() });

/**
 * GET /api/representation (docs/decisions/0065). A request carries the other side's name only
 * when that side made it (they chose to be known); their e-mail only once accepted; never a price.
 */
export const representationOverviewSchema = z.object({
  /** Accepted: the athlete's agent (at most one), or the agent's athletes. */
  current: z.array(party.extend({ id: z.string(), since: z.string() })),
  /** Waiting for my answer. */
  incoming: z.array(z.object({ id: z.string(), name: z.string(), sentAt: z.string() })),
  /** Waiting for the other side's answer: nothing about them. */
  outgoing: z.array(z.object({ id: z.string(), sentAt: z.string() })),
  /**
   * Athlete only: the agent whose invitation this account signed up through, until the athlete
   * has answered it at get-started. Get-started pre-fills and locks the agent question with it.
   */
  invitedBy: party.nullable(),
});
export type RepresentationOverview = z.infer<typeof representationOverviewSchema>;
