import { rmSync } from "node:fs";
import { LocalOAuthServer, MailInbox, startOAuthControl, startServer } from "@lineup/test-kit";
import {
  E2E_BASE_URL,
  E2E_MAIL_DIR,
  E2E_OAUTH_CONTROL_PORT,
  E2E_OPERATOR_EMAILS,
  E2E_SEARCH_OPERATOR_EMAILS,
  E2E_OFFERS_OPERATOR_EMAILS,
  E2E_MINORS_OPERATOR_EMAILS,
  E2E_PORT,
} from "./e2e-env";
import { resetMailDir, writeMail } from "./mail-dir";

/**
 * Starts the real parts on loopback: an SMTP server writing what it receives to E2E_MAIL_DIR, an
 * OAuth server playing Google and Facebook, and the production build of Lineup on a fresh
 * embedded database wired to both. Stops them after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  resetMailDir(E2E_MAIL_DIR);
  const inbox = new MailInbox({ onMail: (mail) => writeMail(E2E_MAIL_DIR, mail) });
  await inbox.start();
  const oauth = new LocalOAuthServer();
  await oauth.start();
  const control = await startOAuthControl(oauth, E2E_OAUTH_CONTROL_PORT);
  const server = await startServer({
    port: E2E_PORT,
    output: "inherit",
    timeoutMs: 60_000,
    env: {
      NODE_ENV: "test",
      // Accounts made through the API name a person's address of their own (support/accounts.ts).
      TRUST_PROXY: "loopback",
      APP_URL: E2E_BASE_URL,
      SMTP_URL: inbox.url,
      // Invited at start: the operator journey accepts these invitations (issue 22).
      OPERATOR_EMAILS: [
        ...Object.values(E2E_OPERATOR_EMAILS),
        ...Object.values(E2E_SEARCH_OPERATOR_EMAILS),
        ...Object.values(E2E_OFFERS_OPERATOR_EMAILS),
        ...Object.values(E2E_MINORS_OPERATOR_EMAILS),
      ].join(","),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ...oauth.env(),
    },
  });
  // The journeys' workers inherit this: the deletion journey looks for files left in uploads/.
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    control.close();
    await oauth.stop();
    await inbox.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
