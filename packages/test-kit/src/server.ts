// Starts the production build (apps/api/dist/server.js, or another script such as the bench's
// hello-world) as its own process on loopback, with the environment `npm start` gives it, waits
// until it answers its ready path, and stops it gently or kills it. Used by e2e, bench and
// resilience alike, so each starts the server as production does.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEnvironment } from "../../../scripts/server-environment.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ServerOptions {
  port: number;
  /** on top of the defaults below: DATABASE_URL, SMTP_URL, NODE_ENV, APP_URL, … */
  env?: Record<string, string>;
  /** DATA_DIR; a fresh temporary directory when absent (left for the caller to remove) */
  dataDir?: string;
  /** "capture" keeps every line in `logs` (checks read them); "stderr" shows only stderr */
  output?: "inherit" | "stderr" | "capture";
  /** the script to run from the repository root, and the path that answers 200 when ready */
  script?: string;
  readyPath?: string;
  /** node options before the script, e.g. --cpu-prof */
  nodeArgs?: string[];
  timeoutMs?: number;
}

export interface RunningServer {
  base: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** milliseconds from spawn until the ready path answered 200 */
  startMs: number;
  /** what the server printed, line by line, with `output: "capture"` */
  logs: string[];
  /** SIGTERM, and wait until the process is gone */
  stop: () => Promise<void>;
  /** SIGKILL, and wait until the process is gone */
  kill: () => Promise<void>;
}

/** The production server's settings for a run on loopback; `env` wins. */
export function productionEnv(options: ServerOptions & { dataDir: string }): NodeJS.ProcessEnv {
  return {
    ...serverEnvironment(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: "warn",
    ...options.env,
    PORT: String(options.port),
  };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // A server left over on this port would answer the ready path for the new one.
  await assertPortFree(options.port);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "lineup-server-"));
  const output = options.output ?? "stderr";
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(ROOT, options.script ?? "apps/api/dist/server.js")],
    {
      cwd: ROOT,
      env: productionEnv({ ...options, dataDir }),
      stdio: [
        "ignore",
        output === "stderr" ? "ignore" : output === "inherit" ? "inherit" : "pipe",
        output === "capture" ? "pipe" : "inherit",
      ],
    },
  );
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      logs.push(...lines);
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signal = async (name: NodeJS.Signals) => {
    if (alive()) child.kill(name);
    await exited;
  };
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(
      `${base}${options.readyPath ?? "/api/ready"}`,
      child,
      logs,
      options.timeoutMs,
    );
  } catch (error) {
    await signal("SIGKILL");
    throw error;
  }
  return {
    base,
    port: options.port,
    pid: child.pid!,
    dataDir,
    child,
    startMs: performance.now() - started,
    logs,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
  };
}

/** Polls `url` until it answers 200; fails when `child` exits first or `timeoutMs` passes. */
export async function waitUntilReady(
  url: string,
  child?: ChildProcess,
  logs: string[] = [],
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      const tail = logs.length ? `:\n${logs.slice(-20).join("\n")}` : "; see its log above";
      throw new Error(`the server exited before ${url} answered${tail}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Refuses a port something already listens on. */
export async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port} is already in use`);
}
