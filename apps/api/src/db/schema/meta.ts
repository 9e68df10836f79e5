import { pgTable, text } from "drizzle-orm/pg-core";

/** Small key/value facts about the database itself, such as which seed it holds. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
