import type { Database } from "./client";
import { seedDatabase } from "./seed/seed-database";

/** Applies committed migrations, then the idempotent seed: what every start and test does first. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.prepare(seedDatabase);
}
