// The statistics every harness reports with (bench figures, resilience rows, timing checks), in
// one place so a "median" means the same thing in every table.

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value; for an even count the mean of the two middle values. NaN when empty. */
export function median(values: readonly number[]): number {
  const list = sorted(values);
  if (list.length === 0) return Number.NaN;
  const mid = list.length / 2;
  return list.length % 2 ? list[Math.floor(mid)]! : (list[mid - 1]! + list[mid]!) / 2;
}

/** The p-th percentile (0–100) by nearest rank: a value that was really measured. NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  const list = sorted(values);
  if (list.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * list.length) - 1;
  return list[Math.min(list.length - 1, Math.max(0, rank))]!;
}

/** The arithmetic mean. NaN when empty. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Median absolute deviation: how far values typically sit from their median. */
export function mad(values: readonly number[]): number {
  const middle = median(values);
  return median(values.map((value) => Math.abs(value - middle)));
}
