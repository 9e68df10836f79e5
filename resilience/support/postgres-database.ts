// A fresh PostgreSQL database per check on the machine's server, dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface FreshDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function createDatabase(adminUrl: string, label: string): Promise<FreshDatabase> {
  const name = `lineup_res_${label}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
