import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/** An agent represents an athlete; an athlete has at most one agent. */
export const representations = pgTable("representations", {
  athleteId: uuid("athlete_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  agentId: uuid("agent_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
