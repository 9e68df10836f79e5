import { readFileSync } from "node:fs";

/** A field of /proc/<pid>/status in MiB (VmRSS: resident now; VmHWM: the peak since start). */
export function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match?.[1]) throw new Error(`${field} missing in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Polls VmRSS every few milliseconds while `work` runs; returns the work's result and the peak. */
export async function peakRssDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMiB: number; beforeMiB: number }> {
  const beforeMiB = statusMiB(pid, "VmRSS");
  let peakMiB = beforeMiB;
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, statusMiB(pid, "VmRSS"));
  }, 5);
  try {
    const result = await work();
    peakMiB = Math.max(peakMiB, statusMiB(pid, "VmRSS"));
    return { result, peakMiB, beforeMiB };
  } finally {
    clearInterval(timer);
  }
}

/** Resident memory once it stops moving (two readings 250 ms apart within 1 MiB), at most 5 s. */
export async function restingRssMiB(pid: number): Promise<number> {
  let last = statusMiB(pid, "VmRSS");
  const deadline = Date.now() + 5_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = statusMiB(pid, "VmRSS");
    if (Math.abs(now - last) < 1 || Date.now() > deadline) return now;
    last = now;
  }
}
