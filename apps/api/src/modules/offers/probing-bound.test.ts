import { describe, expect, it } from "vitest";
import { distinguishableIntervals, probingWidthCents } from "./probing-bound";

/** The egg-drop recurrence, computed the slow way: floors decidable with e eggs and n drops. */
function floorsByRecurrence(eggs: number, drops: number): number {
  if (eggs === 0 || drops === 0) return 0;
  return floorsByRecurrence(eggs - 1, drops - 1) + floorsByRecurrence(eggs, drops - 1) + 1;
}

describe("the probing bound (docs/decisions/0084)", () => {
  it("agrees with the egg-drop recurrence", () => {
    for (let eggs = 0; eggs <= 4; eggs++) {
      for (let drops = 0; drops <= 12; drops++) {
        expect(distinguishableIntervals(eggs, drops)).toBe(floorsByRecurrence(eggs, drops) + 1);
      }
    }
  });

  it("3 below-minimum answers and 10 submissions locate a minimum in $25–$10,000 to about $56.68", () => {
    expect(distinguishableIntervals(3, 10)).toBe(176);
    const width = probingWidthCents(3, 10, 2_500, 1_000_000);
    expect(width).toBeCloseTo(5667.6, 1);
    // Without the cap on submissions, 3 failures alone would allow a binary search to the cent.
    expect(probingWidthCents(3, 30, 2_500, 1_000_000)).toBeLessThan(250);
  });
});
