import { sql } from "drizzle-orm";
import { media, profiles, users } from "@api/db/schema";
import { planAthletes } from "./athlete-plan";
import type { DemoRun } from "./demo-run";
import { insertAthletes, loadPlanCatalog } from "./generated-athletes";

/** The crowd's addresses: a subdomain of the demo's, so they never mix with the named people. */
export const DEMO_CROWD_DOMAIN = "crowd.demo.lineup.test";
/** Enough athletes across sports and cities that a search near a big city finds several. */
export const DEMO_CROWD_SIZE = 300;
const SEED = 2026;
const PICTURES_AT_ONCE = 4;
/** Sign-up dates are spread over the two years before this fixed day, so every start agrees. */
const PLANNED_AT = new Date("2026-11-01T00:00:00Z");

/**
 * The demo marketplace's crowd (issue 23): a few hundred approved athletes made by the same
 * generator as the tests and the bench (docs/decisions/0082), each with a picture drawn locally.
 * They have no password: they are there to be found, not to sign in.
 */
export const demoCrowd = {
  /** Every crowd athlete exists with a picture: part of the start's one query. */
  settled: sql`(select count(*) from ${users} join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.email} like ${`%@${DEMO_CROWD_DOMAIN}`}
      and exists (select 1 from ${media} where ${media.profileId} = ${profiles.id}
        and ${media.kind} = 'avatar')) >= ${DEMO_CROWD_SIZE}`,

  async ensure(run: DemoRun): Promise<void> {
    const { db } = run.ctx;
    const athletes = planAthletes(await loadPlanCatalog(db), {
      seed: SEED,
      count: DEMO_CROWD_SIZE,
      domain: DEMO_CROWD_DOMAIN,
      now: PLANNED_AT,
    });
    // Skips those that exist: a start after a crash fills in only what is missing.
    await run.timed("crowd", () => insertAthletes(db, athletes));
    // A few pictures at a time: re-encoding runs on libuv's threads while the next is drawn.
    let next = 0;
    const worker = async () => {
      while (next < athletes.length) {
        const athlete = athletes[next++]!;
        await run.avatar(
          athlete.profileId,
          `${athlete.firstName} ${athlete.lastName}`,
          athlete.colour,
        );
      }
    };
    await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, worker));
  },
};
