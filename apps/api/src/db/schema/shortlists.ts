import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { athleteProfiles } from "./profiles";

/**
 * The athletes a buyer saved from search (issue 23). Either side's deletion removes the entry,
 * and a saved athlete who is later suspended stays saved but is not shown (the list reads only
 * athletes search may show).
 */
export const shortlistEntries = pgTable(
  "shortlist_entries",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    athleteId: uuid("athlete_id")
      .notNull()
      .references(() => athleteProfiles.profileId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.athleteId] }),
    index("shortlist_entries_owner_idx").on(t.ownerId, t.createdAt),
    index("shortlist_entries_athlete_idx").on(t.athleteId),
  ],
);

/**
 * How often an athlete appeared on a page of search results and had the profile opened, per day
 * (UTC): counts only, never who (docs/decisions/0083).
 */
export const athleteDailyStats = pgTable(
  "athlete_daily_stats",
  {
    athleteId: uuid("athlete_id")
      .notNull()
      .references(() => athleteProfiles.profileId, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    appearances: integer("appearances").notNull().default(0),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.day] })],
);
