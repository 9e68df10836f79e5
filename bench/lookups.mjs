// `npm run bench:lookups`: the city search of the production server on the embedded database
// against a bare Fastify hello-world measured in the same run. Budget: ratio ≥ 0.25, p99 ≤ 10 ms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, median, startServer } from "./support.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-bench-"));

const hello = await startServer("bench/hello-server.mjs", { PORT: "3901", READY_PATH: "/hello" });
const app = await startServer("apps/api/dist/server.js", { PORT: "3902", DATA_DIR: dataDir });
const search = `${app.base}/api/location/find?amount=10&str=los%20a`;

const baseline = [];
const city = [];
try {
  await load(`${hello.base}/hello`, { seconds: 2 });
  await load(search, { seconds: 2 });
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, so drift in the machine's speed touches both figures alike.
    baseline.push(await load(`${hello.base}/hello`, { seconds: SECONDS }));
    city.push(await load(search, { seconds: SECONDS }));
  }
} finally {
  await hello.stop();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const helloRps = median(baseline.map((r) => r.rps));
const cityRps = median(city.map((r) => r.rps));
const cityP99 = median(city.map((r) => r.p99));
const failures = city.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
const ratio = cityRps / helloRps;
const rows = [
  ["figure", "value", "baseline", "ratio", "budget", "result"],
  ["hello-world req/s", helloRps.toFixed(0), "", "", "", ""],
  [
    "city search req/s",
    cityRps.toFixed(0),
    helloRps.toFixed(0),
    ratio.toFixed(2),
    "≥ 0.25",
    ratio >= 0.25 ? "pass" : "FAIL",
  ],
  ["city search p99 ms", String(cityP99), "", "", "≤ 10", cityP99 <= 10 ? "pass" : "FAIL"],
  ["city search errors", String(failures), "", "", "0", failures === 0 ? "pass" : "FAIL"],
];
console.log(`median of ${RUNS} runs of ${SECONDS} s at 50 connections\n`);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(i === 0 ? 22 : 10)).join(" "));
