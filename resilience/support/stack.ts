// What most checks start with: a fresh database (on the machine's PostgreSQL, or the embedded
// PGlite), a real SMTP inbox, and the production server wired to both, trusting the loopback
// proxy's X-Forwarded-For so each simulated person counts as their own client.
import { rmSync } from "node:fs";
import { MailInbox } from "@lineup/test-kit";
import type { CheckContext } from "./check";
import { loadLookups, type AthleteLookups } from "./athlete-journey";
import { createDatabase, type FreshDatabase } from "./postgres-database";
import { startServer, type RunningServer, type ServerOptions } from "./server";

export interface StackOptions {
  label: string;
  port: number;
  smtpPort: number;
  /** "postgres" (default): a fresh database on the machine's server; "pglite": embedded */
  database?: "postgres" | "pglite";
  /** a database URL to use instead of a fresh one */
  databaseUrl?: string;
  env?: Record<string, string>;
  dataDir?: string;
}

export interface Stack {
  server: RunningServer;
  inbox: MailInbox;
  databaseUrl: string;
  lookups: AthleteLookups;
  /** the environment the server was started with, to start it again the same way */
  serverOptions: ServerOptions;
  restart: () => Promise<RunningServer>;
  close: () => Promise<void>;
}

export function serverEnv(databaseUrl: string, smtpUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
  };
}

export async function startStack(ctx: CheckContext, options: StackOptions): Promise<Stack> {
  let fresh: FreshDatabase | undefined;
  let databaseUrl = options.databaseUrl ?? "";
  if (!options.databaseUrl && options.database !== "pglite") {
    fresh = await createDatabase(ctx.postgresAdminUrl, options.label);
    databaseUrl = fresh.url;
  }
  const inbox = new MailInbox(options.smtpPort);
  await inbox.start();
  const serverOptions: ServerOptions = {
    port: options.port,
    env: { ...serverEnv(databaseUrl, inbox.url), ...options.env },
    logLevel: "warn",
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  };
  let server: RunningServer;
  try {
    server = await startServer(serverOptions);
  } catch (error) {
    await inbox.stop();
    await fresh?.drop();
    throw error;
  }
  serverOptions.dataDir = server.dataDir;
  const stack: Stack = {
    server,
    inbox,
    databaseUrl,
    lookups: await loadLookups(server.base),
    serverOptions,
    restart: async () => {
      stack.server = await startServer(serverOptions);
      return stack.server;
    },
    close: async () => {
      await stack.server.stop();
      await inbox.stop();
      await fresh?.drop();
      if (!options.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}
