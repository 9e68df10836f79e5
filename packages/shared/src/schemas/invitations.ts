import { z } from "zod";
import { emailField } from "./fields";

export const INVITATION_STATES = ["sent", "joined", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** POST /api/invite/athlete/{email} with body { email } (spec §7). */
export const inviteAthleteBodySchema = z.object({ email: emailField });

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
