// Where each target keeps its data: a fresh embedded database in a temporary directory, or a
// fresh PostgreSQL database (lineup_bench_<random>) dropped afterwards.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface Storage {
  name: "pglite" | "postgres";
  dataDir: string;
  databaseUrl?: string;
  drop: () => Promise<void>;
}

export function embedded(): Storage {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-bench-"));
  return {
    name: "pglite",
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgres(serverUrl: string): Promise<Storage> {
  const name = `lineup_bench_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-bench-pg-"));
  return {
    name: "postgres",
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await admin(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
