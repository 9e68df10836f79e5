import {
  date,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { GUARDIAN_CONSENT_STATES } from "@lineup/shared";
import { users } from "./accounts";
import { createdAt, generatedId, lookupRef } from "./columns";
import { activities, cities, sportRoles, sports } from "./lookups";

/** One profile per account; its type follows the account's role, never a body. */
export const profiles = pgTable("profiles", {
  id: generatedId(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text("type", { enum: ["Athlete", "Individual", "Business"] }).notNull(),
  bio: text("bio"),
  /** The onboarding screen this profile still owes: resume there after a reload or a new login. */
  nextStep: text("next_step", { enum: ["socials", "profile", "done"] }).notNull(),
  /** Copied to athlete_profiles.joined_at for search's "newest" order (migration 0011). */
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The profile a row belongs to; the row goes when the profile does. */
export const ownedByProfile = () =>
  uuid("profile_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

/** PostgreSQL's full-text document; written only by the database (migration 0009's triggers). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const athleteProfiles = pgTable(
  "athlete_profiles",
  {
    profileId: uuid("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    sportId: lookupRef("sport_id", sports),
    team: text("team"),
    hometownId: lookupRef("hometown_id", cities),
    education: text("education", {
      enum: ["High School", "College", "Professional", "Freelance"],
    }).notNull(),
    classYear: integer("class_year"),
    statistics: text("statistics"),
    gender: text("gender", { enum: ["Male", "Female"] }),
    agentEmail: text("agent_email"),
    socials: jsonb("socials").$type<Record<string, string>>().notNull().default({}),
    /**
     * Talent search's free text: the name, team and bio as one document, kept by triggers on
     * users, profiles and this table (docs/decisions/0082). Never written by the app.
     */
    searchDocument: tsvector("search_document")
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * Whether search may show the athlete: the account is approved. Kept by triggers on users'
     * status and on insert (migration 0011), so search filters this table alone. Never written by
     * the app.
     */
    listed: boolean("listed").notNull().default(false),
    /** The profile's creation, copied by the same triggers: search's "newest" order. */
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Minors (issue 25, decision 0088). The date of birth is private: shown to the athlete, the
     * guardian and operators only. `adult_at` is the instant of the 18th birthday in the
     * hometown state's zone (`adultAt` of minor-rules.ts), written with every change of the date
     * or the hometown, so a minor now is `adult_at > now()`. Both null until the athlete gives a
     * date: such an athlete is kept out of search and cannot be approved.
     */
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    adultAt: timestamp("adult_at", { withTimezone: true }),
    /** A minor's parent or guardian, never the athlete's own address. */
    guardianEmail: text("guardian_email"),
    /** GUARDIAN_CONSENT_STATES: only `consented` lets a business reach a minor. */
    guardianConsent: text("guardian_consent", { enum: GUARDIAN_CONSENT_STATES })
      .notNull()
      .default("not_needed"),
    /** When the guardian's last daily digest of offer messages went out. */
    guardianDigestAt: timestamp("guardian_digest_at", { withTimezone: true }),
    /** When both were told that the guardian's role ended at 18 (sent once). */
    guardianEndedAt: timestamp("guardian_ended_at", { withTimezone: true }),
  },
  // Search's filters and orders, on listed athletes only (docs/decisions/0082, Measured).
  (t) => [
    index("athlete_profiles_listed_newest_idx")
      .on(t.joinedAt.desc(), t.profileId.desc())
      .where(sql`${t.listed}`),
    index("athlete_profiles_listed_sport_idx")
      .on(t.sportId, t.education, t.joinedAt.desc(), t.profileId.desc())
      .where(sql`${t.listed}`),
    index("athlete_profiles_listed_hometown_idx")
      .on(t.hometownId, t.sportId, t.education)
      .where(sql`${t.listed}`),
    index("athlete_profiles_listed_search_idx")
      .using("gin", t.searchDocument)
      .where(sql`${t.listed}`),
    index("athlete_profiles_adult_at_idx")
      .on(t.adultAt)
      .where(sql`${t.guardianEmail} is not null`),
  ],
);

export const athleteRoles = pgTable(
  "athlete_roles",
  {
    profileId: ownedByProfile(),
    roleId: lookupRef("role_id", sportRoles),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.roleId] }),
    index("athlete_roles_role_idx").on(t.roleId),
  ],
);

export const athleteActivities = pgTable(
  "athlete_activities",
  {
    profileId: ownedByProfile(),
    activityId: lookupRef("activity_id", activities),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.activityId] }),
    index("athlete_activities_activity_idx").on(t.activityId),
  ],
);

/** Services with their private minimum price, in cents. */
export const services = pgTable(
  "services",
  {
    id: generatedId(),
    profileId: ownedByProfile(),
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
    id: generatedId(),
    profileId: ownedByProfile(),
    kind: text("kind", { enum: ["avatar", "photo", "video"] }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("media_profile_idx").on(t.profileId, t.kind)],
);

/**
 * Every decision a guardian made (issue 25): consent with the typed name as signature, decline
 * or withdrawal, with the consent text's version, the time and the address it came from. Goes
 * with the athlete's account.
 */
export const guardianDecisions = pgTable(
  "guardian_decisions",
  {
    id: generatedId(),
    athleteId: uuid("athlete_id")
      .notNull()
      .references(() => athleteProfiles.profileId, { onDelete: "cascade" }),
    guardianEmail: text("guardian_email").notNull(),
    decision: text("decision", { enum: ["consent", "decline", "withdraw"] }).notNull(),
    guardianName: text("guardian_name"),
    textVersion: text("text_version").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("guardian_decisions_athlete_idx").on(t.athleteId, t.createdAt)],
);
