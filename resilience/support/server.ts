// Starts the production build (apps/api/dist/server.js) as a child process on loopback, keeps
// every log line it prints (checks read them), and stops it gently or kills it.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEnvironment } from "../../scripts/server-environment.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerOptions {
  port: number;
  /** extra environment: DATABASE_URL, SMTP_URL, REDIS_URL, DATA_DIR … */
  env?: Record<string, string>;
  /** a fresh temporary directory when not given */
  dataDir?: string;
  logLevel?: string;
}

export interface RunningServer {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** every line the server printed on stdout and stderr, in order */
  logs: string[];
  stop: () => Promise<void>;
  /** SIGKILL, and wait until the process is gone */
  kill: () => Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // A server left over on this port would answer /api/ready for the new one.
  await assertPortFree(options.port);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "lineup-resilience-"));
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [path.join(ROOT, "apps/api/dist/server.js")], {
    cwd: ROOT,
    env: {
      ...serverEnvironment(),
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: options.logLevel ?? "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      logs.push(...lines);
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilReady(base, child, logs);
  return {
    base,
    port: options.port,
    dataDir,
    child,
    logs,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export async function waitUntilReady(
  base: string,
  child?: ChildProcess,
  logs: string[] = [],
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited before it was ready:\n${logs.slice(-20).join("\n")}`);
    }
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${base} not ready within ${timeoutMs} ms`);
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
