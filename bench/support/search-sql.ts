// The SQL one talent search runs, taken from the API's own service and repository (never copied
// by hand), and pgbench driving exactly that SQL: the database's own limit for the same work
// (DESIGN.md budgets, docs/decisions/0082).
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { SEARCH_LIMITS, athleteSearchQuerySchema } from "@lineup/shared";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { eq } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client";
import * as schema from "../../apps/api/src/db/schema";
import {
  findAthletes,
  type AthleteSearch,
} from "../../apps/api/src/modules/search/search-repository";
import { textQuery } from "../../apps/api/src/modules/search/text-query";

const run = promisify(execFile);

/** A bound parameter as a SQL literal (numbers, text, booleans are all a search binds). */
function literal(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** `$n` placeholders filled in, from the highest so `$1` never eats `$10`. */
const inline = (query: string, params: unknown[]) =>
  query.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));

/**
 * Every statement `GET /api/athletes?<query>` runs after the session check, in order, with its
 * parameters as literals: the repository's own queries, composed as search-service.ts composes
 * them (the page and its count, then the page's cards with their positions and service names), on
 * a connection that records them. The centre's coordinates come from the API's memory, so they are
 * read here on a connection that does not record. The service itself is not imported: it brings the whole app.
 */
export async function searchStatements(
  databaseUrl: string,
  query: string,
  userId: string,
): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const statements: string[] = [];
  try {
    const unrecorded = drizzle(pool, { schema }) as unknown as Db;
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => void statements.push(inline(sql, params)) },
    }) as unknown as Db;
    const { q, radius, ...rest } = athleteSearchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(query)),
    );
    let origin: AthleteSearch["origin"] = null;
    if (rest.near !== undefined) {
      const [city] = await unrecorded
        .select({ latitude: schema.cities.latitude, longitude: schema.cities.longitude })
        .from(schema.cities)
        .where(eq(schema.cities.id, rest.near));
      origin = { latitude: city!.latitude!, longitude: city!.longitude! };
    }
    const search: AthleteSearch = {
      ...rest,
      text: textQuery(q),
      origin,
      radius: (radius ?? SEARCH_LIMITS.radiusDefault) as AthleteSearch["radius"],
    };
    await findAthletes(db, search, { userId, role: "business" });
  } finally {
    await pool.end();
  }
  return statements;
}

export interface PgbenchResult {
  tps: number;
  /** pgbench's average latency per script, ms. */
  latencyMs: number;
}

/** pgbench at `clients` connections for `seconds`, running the statements as one script. */
export function pgbench(
  databaseUrl: string,
  statements: string[],
  options: { clients: number; seconds: number; dir: string; name: string },
): Promise<PgbenchResult> {
  const script = statements.map((statement) => `${statement};\n`).join("");
  return pgbenchScript(databaseUrl, script, options);
}

/** pgbench running a whole script (meta-commands too), with `-D` variables when given. */
export async function pgbenchScript(
  databaseUrl: string,
  script: string,
  options: {
    clients: number;
    seconds: number;
    dir: string;
    name: string;
    defines?: Record<string, string>;
  },
): Promise<PgbenchResult> {
  const file = path.join(options.dir, `${options.name}.sql`);
  writeFileSync(file, script);
  const { stdout } = await run("pgbench", [
    "-n",
    `-c${options.clients}`,
    "-j2",
    `-T${options.seconds}`,
    ...Object.entries(options.defines ?? {}).map(([name, value]) => `-D${name}=${value}`),
    "-f",
    file,
    databaseUrl,
  ]);
  const tps = /^tps = ([\d.]+)/m.exec(stdout);
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout);
  if (!tps || !latency) throw new Error(`pgbench printed no summary:\n${stdout}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
}
