import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { businessGoals, businessTypes, cities, marketingTactics } from "./lookups";
import { lookupRef } from "./columns";
import { ownedByProfile, profiles } from "./profiles";

export const businessProfiles = pgTable("business_profiles", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  website: text("website"),
  locationId: lookupRef("location_id", cities),
  typeId: lookupRef("type_id", businessTypes),
});

export const businessProfileTactics = pgTable(
  "business_profile_tactics",
  {
    profileId: ownedByProfile(),
    tacticId: lookupRef("tactic_id", marketingTactics),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.tacticId] })],
);

export const businessProfileGoals = pgTable(
  "business_profile_goals",
  {
    profileId: ownedByProfile(),
    goalId: lookupRef("goal_id", businessGoals),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.goalId] })],
);

export const individualProfiles = pgTable("individual_profiles", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  website: text("website"),
  locationId: lookupRef("location_id", cities),
});
