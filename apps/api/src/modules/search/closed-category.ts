import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { businessProfiles, businessTypes, profiles } from "@api/db/schema";

/**
 * Whether this account is a business whose type is in a category closed to minors (issue 25,
 * decision 0089): its profile's type, read once per request that needs it (one indexed join by
 * primary keys, so a change of type counts from the next request; no cache to go stale).
 * Anyone else (individuals, agents, operators, a business without a type yet): false.
 */
export async function isClosedToMinors(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ closed: businessTypes.closedToMinors })
    .from(profiles)
    .innerJoin(businessProfiles, eq(businessProfiles.profileId, profiles.id))
    .innerJoin(businessTypes, eq(businessTypes.id, businessProfiles.typeId))
    .where(eq(profiles.userId, userId));
  return row?.closed ?? false;
}
