import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from "drizzle-orm/pg-core";

/** Lookup lists of spec §7 "Picker lookups". Names are unique so seeding is idempotent. */
export const sports = pgTable("sports", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const sportRoles = pgTable(
  "sport_roles",
  {
    id: serial("id").primaryKey(),
    sportId: integer("sport_id")
      .notNull()
      .references(() => sports.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [unique("sport_roles_sport_name").on(t.sportId, t.name)],
);

export const activities = pgTable("activities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const businessTypes = pgTable("business_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** A category closed to minors (alcohol, tobacco and vaping, …): never sees or reaches one. */
  closedToMinors: boolean("closed_to_minors").notNull().default(false),
});

export const marketingTactics = pgTable("marketing_tactics", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const businessGoals = pgTable("business_goals", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/**
 * US cities; the id is the GeoNames id, so it stays the same across re-seeds. Latitude and
 * longitude (degrees, migration 0009) place talent search's distances; the seed fills them.
 */
export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    population: integer("population").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    index("cities_state_idx").on(t.state),
    // The bounding box of a search near a city (docs/decisions/0082).
    index("cities_position_idx").on(t.latitude, t.longitude),
  ],
);
