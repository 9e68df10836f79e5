import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalOAuthServer } from "../../apps/api/test/oauth-server";
import { SmtpSink } from "../../apps/api/test/smtp-sink";
import { OPERATOR_EMAIL } from "./accounts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Stack {
  base: string;
  mail: SmtpSink;
  oauth: LocalOAuthServer;
  stop(): Promise<void>;
}

/**
 * The production build as a person meets it: NODE_ENV=production (no dev mail routes, real SMTP),
 * a fresh embedded database, an SMTP server whose e-mails the bench reads, and a local OAuth
 * server so the Google and Facebook buttons show as they do when providers are configured.
 */
export async function startStack(port: number): Promise<Stack> {
  const mail = new SmtpSink();
  await mail.start();
  const oauth = new LocalOAuthServer();
  await oauth.start();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-lighthouse-"));
  const server = spawn(process.execPath, [path.join(ROOT, "apps/api/dist/server.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: mail.url,
      LOG_LEVEL: "warn",
      // Invited at start: the console screens' operator (accounts.ts, operatorSession).
      OPERATOR_EMAILS: OPERATOR_EMAIL,
      ...oauth.env(),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A crash of the bench (Chrome missing, …) must not leave the server running.
  const killOnExit = () => server.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await oauth.stop();
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, mail, oauth, stop };
}

async function waitUntilReady(server: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("The server exited before it was ready.");
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become ready at ${base} within 60 s.`);
}
