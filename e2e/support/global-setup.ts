import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalOAuthServer } from "../../apps/api/test/oauth-server";
import { SmtpSink } from "../../apps/api/test/smtp-sink";
import { serverEnvironment } from "../../scripts/server-environment.mjs";
import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_PORT } from "./e2e-env";
import { resetMailDir, writeMail } from "./mail-dir";
import { startOAuthControl } from "./oauth-control";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Starts the real parts on loopback: an SMTP server writing what it receives to E2E_MAIL_DIR, an
 * OAuth server playing Google and Facebook, and the production build of Lineup on a fresh
 * embedded database wired to both. Stops them after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  resetMailDir(E2E_MAIL_DIR);
  const sink = new SmtpSink((mail) => writeMail(E2E_MAIL_DIR, mail));
  await sink.start();
  const oauth = new LocalOAuthServer();
  await oauth.start();
  const control = await startOAuthControl(oauth);

  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-e2e-"));
  const server = spawn(process.execPath, [path.join(ROOT, "apps/api/dist/server.js")], {
    cwd: ROOT,
    env: {
      ...serverEnvironment(),
      NODE_ENV: "test",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      APP_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: sink.url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ...oauth.env(),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilReady(server);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    control.close();
    await oauth.stop();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilReady(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let exited = false;
  server.once("exit", () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error("The server exited before it was ready; see its log above.");
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGKILL");
  throw new Error(`The server did not become ready at ${E2E_BASE_URL} within 60 s.`);
}
