import { bigint, boolean, pgTable } from "drizzle-orm/pg-core";

/**
 * One row: how many committed transactions have changed what a search reads (migration 0017).
 * Kept by the database's triggers; the app only reads it (docs/decisions/0093).
 */
export const searchVersion = pgTable("search_version", {
  one: boolean("one").primaryKey().default(true),
  version: bigint("version", { mode: "number" }).notNull(),
});
