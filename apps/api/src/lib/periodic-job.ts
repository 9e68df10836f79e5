import type { FastifyBaseLogger } from "fastify";

/**
 * A job that runs in passes over rows it claims in the database (FOR UPDATE SKIP LOCKED, so
 * several instances share the work and PGlite runs it too): a pass that filled its batch is
 * followed at once by another, else the next waits `pollMs`. No state is held in memory but the
 * timer: the rows are the schedule. Tests call the job's `runOnce` with their clock instead.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    /** One pass; answers how many rows it handled. */
    private readonly pass: () => Promise<number>,
    private readonly batch: number,
    private readonly pollMs: number,
    private readonly log: FastifyBaseLogger,
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

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    let full = false;
    this.running = this.pass()
      .then((n) => (full = n >= this.batch))
      .catch((error: unknown) => this.log.error({ err: error }, `${this.name} pass failed`));
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(full ? 0 : this.pollMs);
  }
}
