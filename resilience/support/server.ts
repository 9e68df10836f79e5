// The production build as the checks start it: the test kit's server start, with every line the
// server prints kept (checks read them) and logging at info unless a check says otherwise.
import {
  startServer as start,
  type RunningServer,
  type ServerOptions as KitOptions,
} from "@lineup/test-kit";

export { assertPortFree, type RunningServer } from "@lineup/test-kit";

export type ServerOptions = Pick<KitOptions, "port" | "env" | "dataDir"> & { logLevel?: string };

export function startServer(options: ServerOptions): Promise<RunningServer> {
  return start({
    port: options.port,
    output: "capture",
    env: { LOG_LEVEL: options.logLevel ?? "info", ...options.env },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
}
