// The production build as the checks start it: the test kit's server start, with every line the
// server prints kept (checks read them) and logging at info unless a check says otherwise.
import { startServer as start, type RunningServer } from "@lineup/test-kit";

export { assertPortFree, type RunningServer } from "@lineup/test-kit";

export interface ServerOptions {
  port: number;
  /** extra environment: DATABASE_URL, SMTP_URL, REDIS_URL, DATA_DIR … */
  env?: Record<string, string>;
  /** a fresh temporary directory when not given */
  dataDir?: string;
  logLevel?: string;
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  return start({
    port: options.port,
    output: "capture",
    timeoutMs: 60_000,
    env: { LOG_LEVEL: options.logLevel ?? "info", ...options.env },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
}
