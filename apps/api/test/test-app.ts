import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { createTestDatabase, type DatabaseKind } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database of that kind, with its own data folder; no web build. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-app-"));
  const database = await createTestDatabase(kind);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const app = await buildApp(config, { database, webDistDir: path.join(dataDir, "no-web-build") });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
