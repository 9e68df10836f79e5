import { performance, type EventLoopUtilization } from "node:perf_hooks";

/**
 * How busy the event loop has been lately: the share of time it spent running code rather than
 * waiting for I/O, over the last window (at least `windowMs`; measured when asked, no timer).
 */
export class EventLoopLoad {
  private mark: EventLoopUtilization = performance.eventLoopUtilization();
  private markedAt = performance.now();
  private last = 0;

  constructor(private readonly windowMs = 200) {}

  utilization(): number {
    const now = performance.now();
    if (now - this.markedAt >= this.windowMs) {
      const current = performance.eventLoopUtilization();
      this.last = performance.eventLoopUtilization(current, this.mark).utilization;
      this.mark = current;
      this.markedAt = now;
    }
    return this.last;
  }
}
