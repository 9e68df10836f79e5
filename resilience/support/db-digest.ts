// A digest of what the app stores, read straight from PostgreSQL, to prove a refused request
// changed nothing. The seeded lookup tables are large and never written by requests: they are
// digested separately (`lookupDigest`) at the start and the end instead of after every request.
import pg from "pg";

const LOOKUPS = new Set([
  "sports",
  "sport_roles",
  "activities",
  "business_types",
  "marketing_tactics",
  "business_goals",
  "cities",
  "app_meta",
  "__drizzle_migrations",
]);
/** Written by the outbox worker in the background, not by the request being checked. */
const DELIVERY_COLUMNS = new Set([
  "attempts",
  "next_attempt_at",
  "locked_until",
  "sent_at",
  "delivered_via",
  "last_error",
]);

/**
 * A session's bookkeeping of its own use (issue 19: idle timeout, device and network, written on
 * a session's first request and then at most every five minutes), whatever the request's answer.
 */
const SESSION_USE_COLUMNS = new Set(["last_used_at", "device", "network"]);

export class DbDigest {
  private constructor(
    private readonly client: pg.Client,
    private readonly dataQuery: string,
    private readonly lookupQuery: string,
  ) {}

  static async open(url: string): Promise<DbDigest> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    );
    const columns = new Map<string, string[]>();
    for (const row of rows) {
      if (DELIVERY_COLUMNS.has(row.column_name)) continue;
      if (row.table_name === "sessions" && SESSION_USE_COLUMNS.has(row.column_name)) continue;
      columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
    }
    const part = (table: string, cols: string[]) => {
      const row = `concat_ws('|', ${cols.map((c) => `"${c}"::text`).join(", ")})`;
      return `SELECT '${table}' AS t, md5(coalesce(string_agg(${row}, ',' ORDER BY ${row}), '')) AS d FROM "${table}"`;
    };
    const query = (keep: (table: string) => boolean) =>
      [...columns]
        .filter(([table]) => keep(table))
        .map(([table, cols]) => part(table, cols))
        .join(" UNION ALL ");
    return new DbDigest(
      client,
      query((t) => !LOOKUPS.has(t)),
      query((t) => LOOKUPS.has(t)),
    );
  }

  /** table → md5 of its rows, for every table requests write. */
  async data(): Promise<Map<string, string>> {
    const { rows } = await this.client.query<{ t: string; d: string }>(this.dataQuery);
    return new Map(rows.map((r) => [r.t, r.d]));
  }

  async lookups(): Promise<string> {
    const { rows } = await this.client.query<{ t: string; d: string }>(this.lookupQuery);
    return rows.map((r) => `${r.t}:${r.d}`).join(";");
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, digest]) => before.get(table) !== digest).map(([t]) => t);
}
