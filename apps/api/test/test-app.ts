import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type AppDeps } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { SmtpSink } from "./smtp-sink";
import { createTestDatabase, type DatabaseKind } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** This app's DATA_DIR (uploads, temporary files). */
  dataDir: string;
  /** The real SMTP server this app sends to, when created with `mail: true`. */
  sink: SmtpSink;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Start a real SMTP server on loopback and send the app's e-mail there (`t.sink`). */
  mail?: boolean;
  deps?: Omit<AppDeps, "database" | "webDistDir">;
}

/** The real app on a fresh database of that kind, with its own data folder; no web build. */
export async function createTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-app-"));
  const sink = new SmtpSink();
  if (options.mail) await sink.start();
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(options.mail ? { SMTP_URL: sink.url } : {}),
    ...options.env,
  });
  const app = await buildApp(config, {
    database,
    webDistDir: path.join(dataDir, "no-web-build"),
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    sink,
    close: async () => {
      await app.close();
      await database.close();
      if (options.mail) await sink.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests move by hand, to cross expiry times without sleeping. */
export class TestClock {
  private offset = 0;
  /** The real instant the clock stands still at, or null while it runs. */
  private stoppedAt: number | null = null;
  readonly now = () => new Date((this.stoppedAt ?? Date.now()) + this.offset);
  advance(ms: number): void {
    this.offset += ms;
  }
  /** Stands still until `run()` (advance still moves it): to stand exactly on a deadline. */
  stop(): void {
    this.stoppedAt ??= Date.now();
  }
  /** Runs on from where it stood. */
  run(): void {
    if (this.stoppedAt === null) return;
    this.offset += this.stoppedAt - Date.now();
    this.stoppedAt = null;
  }
}

/** `name=value` of a Set-Cookie answer, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie)
    throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers["set-cookie"])}`);
  return `${cookie.name}=${cookie.value}`;
}
