// The server the bad-input checks fuzz: the production build on a fresh PostgreSQL database (so
// its tables can be digested directly), a real SMTP sink, TRUST_PROXY=loopback (each request may
// come from its own X-Forwarded-For, so per-IP limits do not stop fuzzing before the handlers),
// and one account of every role owning a profile, a service and a photo.
import { MailInbox } from "@lineup/test-kit";
import { accountWithObjects, ROLES, type Account, type Role } from "./accounts";
import { randomIp } from "./api-client";
import type { CheckContext } from "./check";
import { DbDigest } from "./db-digest";
import { createDatabase, type FreshDatabase } from "./postgres-database";
import { assertPortFree, startServer, type RunningServer } from "./server";

export interface FuzzTarget {
  server: RunningServer;
  sink: MailInbox;
  database: FreshDatabase;
  digest: DbDigest;
  accounts: Record<Role, Account>;
  close: () => Promise<void>;
}

export async function startFuzzTarget(
  ctx: CheckContext,
  label: string,
  port: number,
  env: Record<string, string> = {},
): Promise<FuzzTarget> {
  await assertPortFree(port);
  const database = await createDatabase(ctx.postgresAdminUrl, label);
  const sink = new MailInbox();
  await sink.start();
  let server: RunningServer | undefined;
  let digest: DbDigest | undefined;
  const close = async () => {
    await digest?.close();
    await server?.stop();
    await sink.stop();
    await database.drop();
  };
  try {
    server = await startServer({
      port,
      logLevel: "warn",
      env: { DATABASE_URL: database.url, SMTP_URL: sink.url, TRUST_PROXY: "loopback", ...env },
    });
    const accounts = {} as Record<Role, Account>;
    for (const role of ROLES) {
      accounts[role] = await accountWithObjects(server.base, sink, role, randomIp);
    }
    digest = await DbDigest.open(database.url);
    return { server, sink, database, digest, accounts, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A server left over on the port would answer /api/ready for the new one: refuse to start. */

/** The role that owns what this endpoint touches, so the fuzzing runs past its owner checks. */
export function ownerRole(path: string): Role {
  if (path.includes("business")) return "business";
  if (path.includes("individual")) return "individual";
  if (path.includes("invite")) return "agent";
  return "athlete";
}
