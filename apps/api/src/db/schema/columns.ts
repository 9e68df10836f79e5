import { sql } from "drizzle-orm";
import { integer, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Column builders every table shares, so each table says only what is its own. */
export const generatedId = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A required reference to a lookup list's integer id (a sport, a city, a business type …). */
export const lookupRef = (name: string, table: { id: AnyPgColumn }) =>
  integer(name)
    .notNull()
    .references(() => table.id);
