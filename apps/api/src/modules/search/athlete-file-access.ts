import { and, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { profiles, representationRequests } from "@api/db/schema";
import type { User } from "@api/identity";
import { isClosedToMinors } from "./closed-category";
import { isVisibleAthlete } from "./shortlist-repository";

/**
 * Whether a signed-in person may see the files of this athlete who is (or may be) a minor
 * (issue 25, decision 0089): the athlete themselves, their current agent, an operator who proved
 * the second factor, or an approved searcher to whom search shows the athlete (so a guardian's
 * consent stands and the viewer's business is not of a category closed to minors). Handed to the
 * media routes by app.ts, as media and search do not import each other.
 */
export async function mayViewAthleteFiles(
  db: Db,
  session: { user: User; factorVerified: boolean },
  athleteProfileId: string,
): Promise<boolean> {
  const { user } = session;
  if (user.role === "operator") return session.factorVerified;
  const [athlete] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, athleteProfileId));
  if (!athlete) return false;
  if (athlete.userId === user.id) return true;
  if (user.role === "agent") {
    const [represented] = await db
      .select({ id: representationRequests.id })
      .from(representationRequests)
      .where(
        and(
          eq(representationRequests.athleteId, athlete.userId),
          eq(representationRequests.agentId, user.id),
          eq(representationRequests.status, "accepted"),
        ),
      )
      .limit(1);
    if (represented) return true;
  }
  if (user.role === "athlete" || user.status !== "approved") return false;
  const closedToMinors = isClosedToMinors(user);
  return isVisibleAthlete(db, athleteProfileId, {
    userId: user.id,
    role: user.role,
    closedToMinors,
  });
}
