// The production build as the checks start it: the test kit's server start, with every line the
// server prints kept (checks read them) and logging at info unless a check says otherwise.
import {
  assertPortFree,
  MailInbox,
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

export interface MailedServer {
  /** The real SMTP server the app sends to. */
  sink: MailInbox;
  server: RunningServer;
  /** Stops the server, then the SMTP server. */
  stop: () => Promise<void>;
}

/** The usual check's setup: a real SMTP server, then the app behind a trusted loopback proxy. */
export async function startMailedServer(
  options: Omit<ServerOptions, "env"> & { env?: Record<string, string> },
): Promise<MailedServer> {
  await assertPortFree(options.port);
  const sink = new MailInbox();
  await sink.start();
  try {
    const server = await startServer({
      ...options,
      env: { SMTP_URL: sink.url, TRUST_PROXY: "loopback", ...options.env },
    });
    const stop = async () => {
      await server.stop();
      await sink.stop();
    };
    return { sink, server, stop };
  } catch (error) {
    await sink.stop();
    throw error;
  }
}
