import type { Db } from "@api/db/client";
import { preparedOnce } from "@api/db/prepared-once";
import { searchVersion } from "@api/db/schema";

/**
 * How many committed changes a search could show there have been (migration 0017): read before a
 * search, so an answer kept under it was worked out after every change it counts.
 */
export async function currentSearchVersion(db: Db): Promise<number> {
  const query = preparedOnce(db, "search_version", (on, name) =>
    on.select({ version: searchVersion.version }).from(searchVersion).prepare(name),
  );
  const [row] = await query.execute();
  if (!row) throw new Error("search_version has no row: migration 0017 not applied");
  return row.version;
}
