import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodicJob } from "./periodic-job";

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe("a periodic job", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Moves the fake time on by `ms` (a timer of 0 ms fires after 1 ms, as in Node). */
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  /** A job whose passes answer the given counts in turn (then 0), counting its passes. */
  const jobOf = (counts: number[], backoff?: () => Promise<number>) => {
    const passes = { n: 0 };
    const job = new PeriodicJob(
      "test",
      () => Promise.resolve((passes.n++, counts.shift() ?? 0)),
      2,
      1_000,
      log,
      backoff,
    );
    return { job, passes };
  };

  it("runs again at once after a full batch, then waits the poll interval", async () => {
    const { job, passes } = jobOf([2, 2, 1]);
    job.start();
    await advance(10);
    expect(passes.n).toBe(3);
    await advance(980);
    expect(passes.n).toBe(3);
    await advance(20);
    expect(passes.n).toBe(4);
    await job.stop();
  });

  it("waits what the back-off answers after a pass that did not fill its batch", async () => {
    const { job, passes } = jobOf([1], () => Promise.resolve(30_000));
    job.start();
    await advance(29_990);
    expect(passes.n).toBe(1);
    await advance(20);
    expect(passes.n).toBe(2);
    await job.stop();
  });

  it("runs at once when nudged, and not at all once stopped", async () => {
    const { job, passes } = jobOf([], () => Promise.resolve(30_000));
    job.start();
    await advance(10);
    expect(passes.n).toBe(1);
    job.nudge();
    await advance(10);
    expect(passes.n).toBe(2);
    await job.stop();
    job.nudge();
    await advance(60_000);
    expect(passes.n).toBe(2);
  });

  it("keeps going after a failed pass, logging it, one poll interval later", async () => {
    const pass = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(0);
    const job = new PeriodicJob("test", pass, 2, 1_000, log);
    job.start();
    await advance(10);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), "test pass failed");
    await advance(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
