// Starts the production server (or the hello-world baseline) as its own process and waits for it.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverEnvironment } from "../../scripts/server-environment.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Server {
  base: string;
  pid: number;
  /** Milliseconds from spawn until the ready path answered 200. */
  startMs: number;
  stop: () => Promise<void>;
}

/** Polls `url` until it answers 200; fails when `child` exits or `timeoutMs` passes. */
export async function waitReady(
  child: ChildProcess,
  url: string,
  name: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function start(
  script: string,
  port: number,
  readyPath: string,
  env: Record<string, string>,
): Promise<Server> {
  const started = performance.now();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, script)], {
    cwd: ROOT,
    // The app starts with what `npm start` gives it (hello-world too: the same allocator).
    env: { ...serverEnvironment(), LOG_LEVEL: "warn", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(child, `${base}${readyPath}`, script);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export const APP_URL = (port: number) => `http://127.0.0.1:${port}`;

export interface AppOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
}

/** The settings the bench runs the production server with (the port is set by the caller). */
export function appEnvironment(options: AppOptions): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    APP_URL: APP_URL(options.port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SMTP_URL: options.smtpUrl ?? "",
    REDIS_URL: "",
  };
}

/** `node apps/api/dist/server.js` as in production, ready when /api/ready answers. */
export function startApp(options: AppOptions): Promise<Server> {
  return start("apps/api/dist/server.js", options.port, "/api/ready", appEnvironment(options));
}

export function startHello(port: number): Promise<Server> {
  return start("bench/hello-server.mjs", port, "/hello", {});
}
