// Loads from a separate process (autocannon in bench/load.mjs), so the load never shares the
// server's event loop, and the bench's own work never shares the load's.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./servers";

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  /** Latency p99 in ms. */
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const { connections = 50, seconds, ...request } = options;
  const { stdout } = await run(process.execPath, [
    path.join(ROOT, "bench/load.mjs"),
    url,
    String(connections),
    String(seconds),
    JSON.stringify(request),
  ]);
  return JSON.parse(stdout) as LoadResult;
}

export const failures = (results: LoadResult[]): number =>
  results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
