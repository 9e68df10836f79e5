// The production server and the hello-world baseline as the bench starts them: the test kit's
// server start (packages/test-kit/src/server.ts) with the bench's settings.
import type { ChildProcess } from "node:child_process";
import { ROOT, startServer, waitUntilReady, type RunningServer } from "@lineup/test-kit";
import { operatorEmail } from "./operator";

export { ROOT };
export type Server = RunningServer;

/** Polls `url` until it answers 200; fails when `child` exits or `timeoutMs` passes. */
export function waitReady(
  child: ChildProcess,
  url: string,
  name: string,
  timeoutMs = 120_000,
): Promise<void> {
  return waitUntilReady(url, child, [], timeoutMs).catch((error: Error) => {
    throw new Error(`${name}: ${error.message}`);
  });
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
    // Invited at the first start: the waiting-list figure's operator.
    OPERATOR_EMAILS: operatorEmail(options.port),
    // The search rows drive thousands of searches a second from one account: the limit's check
    // stays in the path, its count is out of reach (decision 0082).
    SEARCH_RATE_LIMIT: "1000000000",
    PROFILE_VIEW_RATE_LIMIT: "1000000000",
  };
}

// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers under load.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

/** `node apps/api/dist/server.js` as in production, ready when /api/ready answers. */
export function startApp(options: AppOptions): Promise<Server> {
  return startServer({
    port: options.port,
    dataDir: options.dataDir,
    env: appEnvironment(options),
    nodeArgs,
  });
}

/** The baseline: the smallest Node HTTP server, started the same way (the same allocator). */
export function startHello(port: number): Promise<Server> {
  return startServer({ port, script: "bench/hello-server.mjs", readyPath: "/hello", nodeArgs });
}
