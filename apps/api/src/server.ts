import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig, loadDotEnv, type AppConfig } from "./config";
import { demoSignInBlock } from "./modules/demo";

/**
 * A new embedded database is created (initdb, migrations, seed) by `db/migrate-cli` in a child
 * process: PGlite's WebAssembly heap grows by hundreds of MB while creating one and never gives
 * them back, and that memory leaves with the child (docs/decisions/0011).
 */
async function createEmbeddedDatabaseApart(config: AppConfig): Promise<void> {
  if (config.databaseUrl || existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) return;
  const here = fileURLToPath(import.meta.url);
  const cli = path.join(path.dirname(here), "db", `migrate-cli${path.extname(here)}`);
  const child = spawn(process.execPath, [...process.execArgv, cli], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database failed (exit ${code})`);
}

/** Reads configuration, builds the app, listens, and closes gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await createEmbeddedDatabaseApart(config);
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while closing");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Lineup is running at ${config.appUrl}`);
  // Never in production: the configuration refuses DEMO_DATA there.
  if (config.demoData) process.stdout.write(`\n${demoSignInBlock(config.appUrl)}\n\n`);
}

await main();
