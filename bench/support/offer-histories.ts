// "No lost or doubled transition" (issue 24): the offers figure records every transition a POST
// answered as done, and afterwards each offer's history rows in the database must be exactly
// those, in that order, ending in the offer's status.
import { asc, inArray } from "drizzle-orm";
import { offerHistory, offers } from "../../apps/api/src/db/schema";
import { withDatabase } from "./offer-seed";
import type { Target } from "./target";

type Step = [from: string | null, to: string];

/** The transitions the bench saw succeed, per offer, in order. */
export class SeenTransitions {
  readonly steps = new Map<string, Step[]>();
  count = 0;
  /** Answers whose status was not the one the table gives for the move. */
  wrongAnswers = 0;

  record(offerId: string, from: string | null, to: string, answered: string): void {
    if (answered !== to) this.wrongAnswers++;
    this.steps.set(offerId, [...(this.steps.get(offerId) ?? []), [from, to]]);
    this.count++;
  }
}
export type Seen = SeenTransitions;

const CHUNK = 500;

/** Compares every seen offer's history rows with its seen steps (the server is stopped for it). */
export async function verifyHistories(target: Target, seens: Seen[]) {
  const expected = new Map<string, Step[]>();
  for (const seen of seens) {
    for (const [id, steps] of seen.steps) expected.set(id, [...(expected.get(id) ?? []), ...steps]);
  }
  const ids = [...expected.keys()];
  const rows = new Map<string, Step[]>();
  const statuses = new Map<string, string>();
  await target.offline(() =>
    withDatabase(target.storage, async (db) => {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK);
        const history = await db
          .select()
          .from(offerHistory)
          .where(inArray(offerHistory.offerId, chunk))
          .orderBy(asc(offerHistory.seq));
        for (const row of history) {
          const steps = rows.get(row.offerId) ?? [];
          steps.push([row.fromStatus, row.toStatus]);
          rows.set(row.offerId, steps);
        }
        for (const offer of await db.select().from(offers).where(inArray(offers.id, chunk))) {
          statuses.set(offer.id, offer.status);
        }
      }
    }),
  );
  let lost = 0;
  let doubled = 0;
  let wrong = seens.reduce((n, seen) => n + seen.wrongAnswers, 0);
  let transitions = 0;
  for (const [id, steps] of expected) {
    const stored = rows.get(id) ?? [];
    transitions += steps.length;
    lost += Math.max(0, steps.length - stored.length);
    doubled += Math.max(0, stored.length - steps.length);
    for (let i = 0; i < Math.min(steps.length, stored.length); i++) {
      if (steps[i]![0] !== stored[i]![0] || steps[i]![1] !== stored[i]![1]) wrong++;
    }
    if (statuses.get(id) !== stored.at(-1)?.[1]) wrong++;
  }
  return { offers: ids.length, transitions, lost, doubled, wrong };
}
