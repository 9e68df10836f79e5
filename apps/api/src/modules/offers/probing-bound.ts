/**
 * How narrowly a buyer who uses every allowed attempt can locate a private minimum (issue 24,
 * docs/decisions/0084). A below-minimum submission is a "broken egg": at most `failures` of them,
 * and at most `submissions` submissions in all, per buyer and athlete in the window. With f eggs
 * and n drops the best strategy tells apart at most Σ_{i=0..f} C(n, i) intervals (the egg-drop
 * bound), so the minimum is known to within range / that count, and no better.
 */
export function distinguishableIntervals(failures: number, submissions: number): number {
  let total = 0;
  let choose = 1; // C(n, 0)
  for (let i = 0; i <= Math.min(failures, submissions); i++) {
    total += choose;
    choose = (choose * (submissions - i)) / (i + 1);
  }
  return total;
}

/** The width, in cents, of the narrowest interval a buyer can pin a minimum in [low, high] to. */
export function probingWidthCents(
  failures: number,
  submissions: number,
  lowCents: number,
  highCents: number,
): number {
  return (highCents - lowCents) / distinguishableIntervals(failures, submissions);
}
