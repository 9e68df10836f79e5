import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, generatedId } from "./columns";

/**
 * Invitations both ways: an agent invites an athlete, or an athlete names an agent who has no
 * account yet. The link's token is stored as a hash; used once, expiring after 24 h.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: generatedId(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind", { enum: ["agent_invites_athlete", "athlete_names_agent"] }).notNull(),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the invitee joined through it (the invitation is used up). */
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    inviteeId: uuid("invitee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invitations_inviter_idx").on(t.inviterId),
    index("invitations_email_idx").on(t.email),
  ],
);

/**
 * Representation is a request the other side accepts (docs/decisions/0065): an athlete asks an
 * agent, or an agent asks an athlete; the other accepts or declines, and either ends it later.
 * An accepted row is the link itself: an athlete has at most one accepted agent at a time.
 */
export const representationRequests = pgTable(
  "representation_requests",
  {
    id: generatedId(),
    athleteId: uuid("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by", { enum: ["athlete", "agent"] }).notNull(),
    /** The address the requester typed (the other side's); shown only to the requester's lists. */
    sentTo: text("sent_to"),
    /** When the other side was e-mailed about it: one such e-mail per address per 24 h. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    status: text("status", {
      enum: ["pending", "accepted", "declined", "withdrawn", "ended"],
    })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("representation_one_agent_idx")
      .on(t.athleteId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex("representation_one_pending_idx")
      .on(t.athleteId, t.agentId)
      .where(sql`${t.status} = 'pending'`),
    index("representation_agent_idx").on(t.agentId),
    index("representation_sent_to_idx").on(t.sentTo),
  ],
);
