import type { FastifyBaseLogger } from "fastify";

/**
 * A job that runs in passes over rows it claims in the database (FOR UPDATE SKIP LOCKED, so
 * several instances share the work and PGlite runs it too): a pass that filled its batch, or was
 * nudged while it ran, is followed at once by another; else the next waits `pollMs`, or what
 * `backoff` answers (the outbox reads it from its table). No state is held in memory but the
 * timer: the rows are the schedule. Tests call the job's `runOnce` with their clock instead.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly name: string,
    /** One pass; answers how many rows it handled. */
    private readonly pass: () => Promise<number>,
    private readonly batch: number,
    /** The wait after a pass that failed or did not fill its batch, unless `backoff` says. */
    private readonly pollMs: number,
    private readonly log: FastifyBaseLogger,
    /** Milliseconds until the next pass after one that did not fill its batch. */
    private readonly backoff?: () => Promise<number>,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Run again at once: now if idle, else right after the pass under way. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.again = false;
    let delay = this.pollMs;
    this.running = (async () => {
      try {
        if ((await this.pass()) >= this.batch) this.again = true;
        else if (this.backoff) delay = await this.backoff();
      } catch (error) {
        this.log.error({ err: error }, `${this.name} pass failed`);
      }
    })();
    await this.running;
    this.running = undefined;
    // A nudge while the pass ended (after its last check) must not wait out the delay.
    if (!this.stopped) this.schedule(this.again ? 0 : delay);
  }
}
