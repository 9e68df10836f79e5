import { and, asc, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";
import type { Clock } from "../lib/clock";
import { PeriodicJob } from "../lib/periodic-job";
import { ERASED_ONCE_SENT } from "./outbox";
import type { MailTransport } from "./transport";

const BATCH = 10;
const LOCK_MS = 60_000;
/** The soonest a pass follows another that found work, or a failed pass. */
const POLL_MS = 1_000;
/**
 * The longest an idle worker sleeps. Passes are otherwise timed by what the table holds (the next
 * retry, the end of a dead instance's claim), and a new e-mail nudges its own instance's worker;
 * this wait bounds only an e-mail whose instance died before its nudge. An idle server that
 * polled every second spent measurably more per request (docs/decisions/0043).
 */
const IDLE_POLL_MS = 30_000;
/**
 * Retries back off to at most this: once SMTP is back, one of them gets through within it, and
 * that success brings every other waiting retry forward (see runOnce).
 */
const MAX_BACKOFF_MS = 30_000;

/**
 * Delivers the outbox: claims due rows (SKIP LOCKED, so several instances share the work), sends
 * each, and marks it sent, or schedules a retry with exponential backoff. Nothing is dropped.
 */
export class OutboxWorker {
  /** The passes: again at once while a batch fills or a nudge came, else when the next is due. */
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.job = new PeriodicJob(
      "outbox",
      () => this.runOnce(),
      BATCH,
      POLL_MS,
      log,
      () => this.untilNextDue(),
    );
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
    this.transport.close();
  }

  /** Deliver soon: called after a transaction that queued an e-mail commits. */
  nudge(): void {
    this.job.nudge();
  }

  /** One pass over what is due; returns how many were sent. */
  async runOnce(): Promise<number> {
    const now = this.clock();
    const due = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          isNull(outboxEmails.sentAt),
          lte(outboxEmails.nextAttemptAt, now),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(outboxEmails)
      .set({
        lockedUntil: new Date(now.getTime() + LOCK_MS),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();

    let sent = 0;
    const failed: number[] = [];
    for (const email of claimed) {
      try {
        await this.transport.send({
          to: email.toAddress,
          subject: email.subject,
          html: email.html,
          text: email.text,
        });
        if (this.transport.via === "smtp" && ERASED_ONCE_SENT.has(email.kind)) {
          await this.db.delete(outboxEmails).where(eq(outboxEmails.id, email.id));
        } else {
          await this.db
            .update(outboxEmails)
            .set({
              sentAt: this.clock(),
              deliveredVia: this.transport.via,
              lockedUntil: null,
              lastError: null,
            })
            .where(eq(outboxEmails.id, email.id));
        }
        sent++;
      } catch (error) {
        failed.push(email.id);
        const backoff = Math.min(MAX_BACKOFF_MS, 2 ** Math.min(email.attempts, 20) * 1000);
        this.log.warn(
          { err: error, emailId: email.id, attempts: email.attempts },
          "e-mail not sent; will retry",
        );
        await this.db
          .update(outboxEmails)
          .set({
            lockedUntil: null,
            lastError: error instanceof Error ? error.message.slice(0, 500) : "send failed",
            nextAttemptAt: new Date(this.clock().getTime() + backoff),
          })
          .where(eq(outboxEmails.id, email.id));
      }
    }
    if (sent > 0 && (await this.retryWaitingNow(now, failed)) > 0) this.job.nudge();
    return sent;
  }

  /**
   * A send just worked, so the SMTP server is up again: e-mails waiting out a backoff from its
   * outage go now instead of at their scheduled retry.
   */
  private async retryWaitingNow(now: Date, failedNow: number[]): Promise<number> {
    const moved = await this.db
      .update(outboxEmails)
      .set({ nextAttemptAt: now })
      .where(
        and(
          isNull(outboxEmails.sentAt),
          isNull(outboxEmails.lockedUntil),
          gt(outboxEmails.nextAttemptAt, now),
          // Not those that failed in this very pass: their failure is their own (a refused address).
          failedNow.length ? notInArray(outboxEmails.id, failedNow) : undefined,
        ),
      )
      .returning({ id: outboxEmails.id });
    return moved.length;
  }

  /**
   * Milliseconds until the earliest unsent e-mail is due (its retry time or, when claimed, the end
   * of its claim), kept within POLL_MS and IDLE_POLL_MS.
   */
  async untilNextDue(): Promise<number> {
    const [next] = await this.db
      .select({
        at: sql<Date | null>`min(greatest(${outboxEmails.nextAttemptAt}, ${outboxEmails.lockedUntil}))`.mapWith(
          outboxEmails.nextAttemptAt,
        ),
      })
      .from(outboxEmails)
      .where(isNull(outboxEmails.sentAt));
    const wait = next?.at ? next.at.getTime() - this.clock().getTime() : IDLE_POLL_MS;
    return Math.min(IDLE_POLL_MS, Math.max(POLL_MS, wait));
  }
}
