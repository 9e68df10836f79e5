// Loads from a separate process, so the load never shares the server's event loop, and the bench's
// own work never shares the load's. wrk (C, Debian's `wrk`) when installed: it parses answers far
// faster than the server makes them, so a figure measures the server. autocannon (bench/load.mjs,
// from npm) otherwise: it spends a core's worth of JavaScript per answer it parses, which on a
// 2-core machine caps both the baseline and the app at the client's speed (decision 0043).
import { execFile, execFileSync } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { cpuTimes, stealShare } from "./host-steal";
import { ROOT } from "./servers";

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  /** Latency p99 in ms. */
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The host's steal share of CPU time during the run (bench/support/host-steal.ts). */
  steal?: number | null;
}

export interface LoadOptions {
  connections?: number;
  seconds: number;
  /** Sent with every request, e.g. a signed-in person's session cookie. */
  headers?: Record<string, string>;
}

function wrkInstalled(): boolean {
  if (process.env.BENCH_LOAD === "autocannon") return false;
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

/** The load generator this run uses, named in the table's notes. */
export const LOAD_CLIENT: "wrk" | "autocannon" = wrkInstalled() ? "wrk" : "autocannon";

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const before = cpuTimes();
  const result = await loadOnce(url, options);
  return { ...result, steal: stealShare(before, cpuTimes()) };
}

async function loadOnce(url: string, options: LoadOptions): Promise<LoadResult> {
  const { connections = 50, seconds, headers = {} } = options;
  if (LOAD_CLIENT === "wrk") {
    const { stdout } = await run("wrk", [
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ]);
    return parseWrk(stdout);
  }
  const { stdout } = await run(process.execPath, [
    path.join(ROOT, "bench/load.mjs"),
    url,
    String(connections),
    String(seconds),
    JSON.stringify(headers),
  ]);
  return JSON.parse(stdout) as LoadResult;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Reads wrk's summary: requests per second, the 99 % latency line, errors and non-2xx answers. */
export function parseWrk(output: string): LoadResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(output);
  if (!rps || !p99) throw new Error(`wrk printed no summary:\n${output}`);
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    rps: Number(rps[1]),
    p99: Number(p99[1]) * UNIT_MS[p99[2]!]!,
    errors: sockets ? Number(sockets[1]) + Number(sockets[2]) + Number(sockets[3]) : 0,
    timeouts: sockets ? Number(sockets[4]) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

export const failures = (results: LoadResult[]): number =>
  results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
