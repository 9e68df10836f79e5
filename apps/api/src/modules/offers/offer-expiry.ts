import { and, asc, inArray, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "@api/app-context";
import { PeriodicJob } from "@api/lib/periodic-job";
import { offerHistory, offers } from "@api/db/schema";
import { queueOfferEmails } from "./offer-notify";
import { othersOf } from "./offer-parties";
import { selectOffers } from "./offer-repository";
import { OPEN_STATUSES } from "./offer-transitions";

const BATCH = 20;
/** How often an idle instance looks for offers past their deadline. */
const POLL_MS = 30_000;

/**
 * Closes open offers past their expiry (issue 24): each pass claims a batch of due offers with
 * FOR UPDATE SKIP LOCKED (so instances share the work and PGlite runs it too), moves them to
 * `expired` with a `system` history row and e-mails both sides, in one transaction per batch.
 * No timer per offer is held in memory: the rows are the schedule.
 */
export class OfferExpiryWorker {
  private readonly job: PeriodicJob;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    this.job = new PeriodicJob("offer expiry", () => this.runOnce(), BATCH, POLL_MS, log);
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One batch: returns how many offers expired. */
  async runOnce(): Promise<number> {
    const { ctx } = this;
    const now = ctx.clock();
    const { expired, queued } = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: offers.id, status: offers.status })
        .from(offers)
        .where(and(inArray(offers.status, [...OPEN_STATUSES]), lte(offers.expiresAt, now)))
        .orderBy(asc(offers.expiresAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return { expired: [], queued: 0 };
      const ids = due.map((row) => row.id);
      await tx
        .update(offers)
        .set({ status: "expired", updatedAt: now })
        .where(inArray(offers.id, ids));
      await tx.insert(offerHistory).values(
        due.map((row) => ({
          offerId: row.id,
          kind: "expire" as const,
          party: "system" as const,
          actorId: null,
          fromStatus: row.status,
          toStatus: "expired" as const,
          createdAt: now,
        })),
      );
      const rows = await selectOffers(
        tx,
        "00000000-0000-0000-0000-000000000000",
        inArray(offers.id, ids),
      );
      let queued = 0;
      for (const row of rows) {
        const news = {
          offerId: row.offer.id,
          news: "expired" as const,
          who: "Lineup",
          service: row.offer.serviceName,
        };
        queued += await queueOfferEmails(ctx, tx, othersOf(row, null), news, now, true);
      }
      return { expired: rows, queued };
    });
    for (const row of expired) {
      ctx.liveEvents.publish(othersOf(row, null), { type: "offer", offerId: row.offer.id });
    }
    if (queued > 0) ctx.outbox.nudge();
    return expired.length;
  }
}
