import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { businessGoals, businessTypes, cities, marketingTactics } from "./lookups";
import { profiles } from "./profiles";

export const businessProfiles = pgTable("business_profiles", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  website: text("website"),
  locationId: integer("location_id")
    .notNull()
    .references(() => cities.id),
  typeId: integer("type_id")
    .notNull()
    .references(() => businessTypes.id),
});

export const businessProfileTactics = pgTable(
  "business_profile_tactics",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    tacticId: integer("tactic_id")
      .notNull()
      .references(() => marketingTactics.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.tacticId] })],
);

export const businessProfileGoals = pgTable(
  "business_profile_goals",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    goalId: integer("goal_id")
      .notNull()
      .references(() => businessGoals.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.goalId] })],
);

export const individualProfiles = pgTable("individual_profiles", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  website: text("website"),
  locationId: integer("location_id")
    .notNull()
    .references(() => cities.id),
});
