// Instructions per request, counted by valgrind's callgrind in the production app and in the
// hello-world baseline. Unlike req/s, the count hardly moves when the host is busy (0.5 % between
// runs here, against req/s swinging 2x with host steal), so it shows changes of a few percent that
// the load figures cannot (docs/decisions/0048). Not part of `npm run bench`: each server runs
// under valgrind, about a minute and a half each.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:instructions
//
// Optional: INSTRUCTIONS_PATH (default /api/health), INSTRUCTIONS_WARM (20000 requests before
// counting), INSTRUCTIONS_COUNT (10000 counted requests), INSTRUCTIONS_DEBUG=1 (valgrind's and
// callgrind_control's output). Needs valgrind (Debian's package).
// PostgreSQL, not PGlite: PGlite's WebAssembly would take many minutes to start under valgrind.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEnvironment } from "../scripts/server-environment.mjs";
import { postgres } from "./support/databases";
import { appEnvironment, ROOT, waitReady } from "./support/servers";

const PATH = process.env.INSTRUCTIONS_PATH ?? "/api/health";
const WARM = Number(process.env.INSTRUCTIONS_WARM ?? 20_000);
const COUNT = Number(process.env.INSTRUCTIONS_COUNT ?? 10_000);
const CONNECTIONS = 50;

/** Sends exactly `total` GETs over 50 keep-alive connections; rejects on any answer but 200. */
async function send(url: string, total: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let sent = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const next = () => {
        if (sent >= total) return;
        sent++;
        http
          .get(url, { agent }, (response) => {
            if (response.statusCode !== 200)
              reject(new Error(`${url} answered ${response.statusCode}`));
            response.resume();
            response.on("end", () => (++done === total ? resolve() : next()));
          })
          .on("error", reject);
      };
      for (let i = 0; i < CONNECTIONS; i++) next();
    });
  } finally {
    agent.destroy();
  }
}

/** Sums callgrind's totals over the dump files of one process: all threads and the main one. */
function totals(dir: string): { all: number; main: number } {
  let all = 0;
  let main = 0;
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), "utf8");
    const line = text.match(/^(?:summary|totals): (\d+)/gm)?.at(-1);
    const count = line ? Number(line.split(" ")[1]) : 0;
    all += count;
    if (file.endsWith("-01")) main += count;
  }
  return { all, main };
}

async function count(
  name: string,
  script: string,
  port: number,
  requestPath: string,
  env: Record<string, string>,
): Promise<{ all: number; main: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "lineup-callgrind-"));
  const valgrind = [
    "--tool=callgrind",
    "--instr-atstart=no",
    "--separate-threads=yes",
    `--callgrind-out-file=${dir}/cg.%p`,
  ];
  const childEnv = { ...serverEnvironment(), LOG_LEVEL: "warn", ...env, PORT: String(port) };
  const child = spawn("valgrind", [...valgrind, process.execPath, path.join(ROOT, script)], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "ignore", process.env.INSTRUCTIONS_DEBUG ? "inherit" : "ignore"],
  });
  const url = `http://127.0.0.1:${port}${requestPath}`;
  const control = (...args: string[]) =>
    // The same environment as the server's: valgrind names its control pipe after HOST and USER.
    execFileSync("callgrind_control", [...args, String(child.pid)], {
      env: childEnv,
      stdio: process.env.INSTRUCTIONS_DEBUG ? "inherit" : "ignore",
    });
  try {
    // Under valgrind a start takes minutes, not seconds.
    await waitReady(child, url, name, 600_000);
    console.log(`${name}: warming up with ${WARM} requests…`);
    await send(url, WARM);
    control("--instr=on");
    await send(url, 500);
    control("--zero");
    await send(url, COUNT);
    control("--instr=off");
    control("--dump");
  } finally {
    // SIGTERM: valgrind finishes writing the dump before the process ends (SIGKILL lost it).
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  }
  // The dump holds the counted requests; the files written at exit hold nothing (counting was off).
  const result = totals(dir);
  rmSync(dir, { recursive: true, force: true });
  if (result.main === 0) {
    throw new Error(`callgrind counted nothing for ${name} (rerun with INSTRUCTIONS_DEBUG=1)`);
  }
  return { all: result.all / COUNT, main: result.main / COUNT };
}

const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
if (!serverUrl) {
  console.error(
    "Set BENCH_DATABASE_URL=postgres://…/postgres (see the top of bench/instructions.ts).",
  );
  process.exit(1);
}
const storage = await postgres(serverUrl);
try {
  const hello = await count("hello-world", "bench/hello-server.mjs", 3911, "/hello", {});
  const app = await count(
    `app ${PATH}`,
    "apps/api/dist/server.js",
    3912,
    PATH,
    appEnvironment({ port: 3912, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl }),
  );
  const row = (name: string, r: { all: number; main: number }) =>
    `| ${name} | ${Math.round(r.all).toLocaleString("en")} | ${Math.round(r.main).toLocaleString("en")} |`;
  console.log(
    `\nInstructions per request (${COUNT} requests after ${WARM + 500}, 50 connections)\n`,
  );
  console.log("| server | all threads | main thread |\n|---|---|---|");
  console.log(row("hello-world /hello", hello));
  console.log(row(`app ${PATH}`, app));
  console.log(
    `\napp / hello-world: ${(app.all / hello.all).toFixed(2)} (all threads), ` +
      `${(app.main / hello.main).toFixed(2)} (main thread)`,
  );
} finally {
  await storage.drop();
}
