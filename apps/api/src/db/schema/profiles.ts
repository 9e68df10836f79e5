import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { activities, cities, sportRoles, sports } from "./lookups";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One profile per account; its type follows the account's role, never a body. */
export const profiles = pgTable("profiles", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text("type", { enum: ["Athlete", "Individual", "Business"] }).notNull(),
  bio: text("bio"),
  /** The onboarding screen this profile still owes: resume there after a reload or a new login. */
  nextStep: text("next_step", { enum: ["socials", "profile", "done"] }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const athleteProfiles = pgTable("athlete_profiles", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  sportId: integer("sport_id")
    .notNull()
    .references(() => sports.id),
  team: text("team"),
  hometownId: integer("hometown_id")
    .notNull()
    .references(() => cities.id),
  education: text("education", {
    enum: ["High School", "College", "Professional", "Freelance"],
  }).notNull(),
  classYear: integer("class_year"),
  statistics: text("statistics"),
  gender: text("gender", { enum: ["Male", "Female"] }),
  agentEmail: text("agent_email"),
  socials: jsonb("socials").$type<Record<string, string>>().notNull().default({}),
});

export const athleteRoles = pgTable(
  "athlete_roles",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => sportRoles.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.roleId] })],
);

export const athleteActivities = pgTable(
  "athlete_activities",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.activityId] })],
);

/** Services with their private minimum price, in cents. */
export const services = pgTable(
  "services",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("services_profile_idx").on(t.profileId)],
);

/** Uploaded files: the avatar, photos and videos of a profile. The bytes live in storage. */
export const media = pgTable(
  "media",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["avatar", "photo", "video"] }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("media_profile_idx").on(t.profileId, t.kind)],
);
