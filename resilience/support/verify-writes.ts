// After load, a kill or an outage: is every acknowledged write really there, is any profile half
// written, and does every stored file have its row (and every row its file)? Read straight from
// the database and DATA_DIR, not through the server under test.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Acknowledged } from "./athlete-journey";

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Verification {
  /** acknowledged writes checked, and those missing (described) */
  checked: number;
  missing: string[];
  /** profiles without the parts a profile is made of in one transaction */
  halfWritten: string[];
  /** files under uploads/ (or left in tmp/) that no media row names */
  orphanFiles: string[];
  /** media rows whose file is not in storage */
  rowsWithoutFile: string[];
}

export async function withPostgres<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(
      async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    );
  } finally {
    await client.end();
  }
}

function filesUnder(root: string, prefix = ""): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(root, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

export async function verifyWrites(
  query: Query,
  dataDir: string,
  acks: Acknowledged[],
): Promise<Verification> {
  const missing: string[] = [];
  let checked = 0;
  const expectRow = async (what: string, text: string, params: unknown[]) => {
    checked++;
    if ((await query(text, params)).length === 0) missing.push(what);
  };
  for (const ack of acks.filter((a) => a.signedUp)) {
    // Sign-up answered 201 for every ack: the account exists (confirmed once confirm answered).
    await expectRow(
      `account ${ack.email}`,
      ack.userId
        ? "select 1 from users where email = $1 and id = $2 and email_confirmed_at is not null"
        : "select 1 from users where email = $1",
      ack.userId ? [ack.email, ack.userId] : [ack.email],
    );
    if (ack.profileId) {
      await expectRow(
        `profile ${ack.profileId}`,
        "select 1 from profiles p join athlete_profiles a on a.profile_id = p.id where p.id = $1 and p.user_id = $2",
        [ack.profileId, ack.userId],
      );
    }
    if (ack.socials) {
      await expectRow(
        `socials of ${ack.profileId}`,
        "select 1 from athlete_profiles where profile_id = $1 and socials ? 'instagram'",
        [ack.profileId],
      );
    }
    for (const id of ack.serviceIds) {
      await expectRow(`service ${id}`, "select 1 from services where id = $1 and profile_id = $2", [
        id,
        ack.profileId,
      ]);
    }
    for (const id of ack.mediaIds) {
      await expectRow(`media ${id}`, "select 1 from media where id = $1 and profile_id = $2", [
        id,
        ack.profileId,
      ]);
    }
    if (ack.bio) {
      await expectRow(
        `bio of ${ack.profileId}`,
        "select 1 from profiles where id = $1 and bio = $2 and next_step = 'done'",
        [ack.profileId, ack.bio],
      );
    }
    if (ack.registrationComplete) {
      await expectRow(
        `registration of ${ack.email}`,
        "select 1 from users where id = $1 and registration_completed_at is not null",
        [ack.userId],
      );
    }
  }

  // A profile is written in one transaction with its athlete row and at least one interest; any
  // profile without them was half written.
  const half = await query(`
    select p.id from profiles p
    where p.type = 'Athlete' and (
      not exists (select 1 from athlete_profiles a where a.profile_id = p.id)
      or not exists (select 1 from athlete_activities x where x.profile_id = p.id))`);

  const keys = new Set(
    (await query("select storage_key from media")).map((r) => String(r.storage_key)),
  );
  const uploads = path.join(dataDir, "uploads");
  const files = filesUnder(uploads);
  const orphanFiles = [
    ...files.filter((file) => !keys.has(file)),
    ...filesUnder(path.join(dataDir, "tmp")).map((file) => `tmp/${file}`),
  ];
  const onDisk = new Set(files);
  const rowsWithoutFile = [...keys].filter((key) => !onDisk.has(key));
  return {
    checked,
    missing,
    halfWritten: half.map((r) => String(r.id)),
    orphanFiles,
    rowsWithoutFile,
  };
}

/** A short description of a list for a table note: its size and a few examples. */
export function sample(list: string[], count = 3): string {
  return list.length === 0 ? "" : `${list.length}: ${list.slice(0, count).join(", ")}`;
}
