import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ACCOUNT_STATUSES, AUDIT_ACTIONS } from "@lineup/shared";

/**
 * Every operator action, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration
 * 0008). The one table naming a person that does not reference `users`: a deleted account's
 * decisions stay on record under the id and the name it had then (docs/decisions/0079).
 */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** The operator who acted (no foreign key: the row outlives the account). */
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    /** The account acted on, or null with an invited address in `target_name`. */
    targetId: uuid("target_id"),
    targetName: text("target_name"),
    message: text("message"),
    fromStatus: text("from_status", { enum: ACCOUNT_STATUSES }),
    toStatus: text("to_status", { enum: ACCOUNT_STATUSES }),
  },
  (t) => [index("operator_audit_at_idx").on(t.at, t.id)],
);
