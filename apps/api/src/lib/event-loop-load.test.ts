import { setTimeout as wait } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { EventLoopLoad } from "./event-loop-load";

function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // the event loop runs code the whole time
  }
}

describe("EventLoopLoad", () => {
  it("tells a loop busy running code from one waiting for I/O", async () => {
    const load = new EventLoopLoad(100);
    spin(150);
    expect(load.utilization()).toBeGreaterThan(0.9);
    await wait(150);
    expect(load.utilization()).toBeLessThan(0.5);
  });

  it("keeps its last answer until a new window has passed", () => {
    const load = new EventLoopLoad(10_000);
    spin(20);
    expect(load.utilization()).toBe(0);
  });
});
