// The share of this machine's CPU time its hypervisor gave to other guests ("steal" in
// /proc/stat) while a load ran. On a shared host it moves hello-world's own throughput by a third
// from one second to the next, so a figure's note says how disturbed its runs were.
import { readFileSync } from "node:fs";

/** The first eight CPU time counters of /proc/stat (user … steal), or null off Linux. */
export function cpuTimes(): number[] | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!;
    const times = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return times.length === 8 && times.every(Number.isFinite) ? times : null;
  } catch {
    return null;
  }
}

/** Steal over all CPU time between two readings, 0–1; null when it cannot be told. */
export function stealShare(before: number[] | null, after: number[] | null): number | null {
  if (!before || !after) return null;
  const spent = after.map((value, i) => value - before[i]!);
  const total = spent.reduce((sum, value) => sum + value, 0);
  return total > 0 ? spent[7]! / total : null;
}

/** `note`, then ", host steal 2–25 %" over some runs when the machine reports steal. */
export function withSteal(note: string, runs: { steal?: number | null }[]): string {
  const shares = runs.map((run) => run.steal).filter((share) => typeof share === "number");
  if (shares.length === 0) return note;
  const low = Math.round(Math.min(...shares) * 100);
  const high = Math.round(Math.max(...shares) * 100);
  return `${note}, host steal ${low === high ? low : `${low}–${high}`} %`;
}
