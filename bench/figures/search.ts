// Talent search (issue 23): the three commonest searches through GET /api/athletes at 50
// connections, as an approved business, over 100,000 generated athletes on PostgreSQL (≥ 0.5×
// the same SQL under pgbench at 50 clients, p99 ≤ 50 ms) and 10,000 on PGlite (p99 ≤ 100 ms).
// The athletes come from the API's own generator (modules/demo), written while the server is
// stopped, so PGlite's single owner is never shared.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshEmail, signUpAndConfirm, signUpBody } from "@lineup/test-kit";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "../../apps/api/src/db/client";
import { cities, sportRoles, sports, users } from "../../apps/api/src/db/schema";
import { generateAthletes } from "../../apps/api/src/modules/demo/generated-athletes";
import { Client, freshIp } from "../support/http";
import { failures, load, type LoadResult } from "../support/load";
import type { Row } from "../support/row";
import { infoRow, maxRow, median, ratioRow, round } from "../support/stats";
import { pgbench, searchStatements } from "../support/search-sql";
import { SETTINGS } from "../support/settings";
import type { Target } from "../support/target";

const ATHLETES = { postgres: 100_000, pglite: 10_000 } as const;
const P99_MS = { postgres: 50, pglite: 100 } as const;
const CONNECTIONS = 50;

/** The searches a buyer makes most, as the search screen puts them in the address. */
function searches(ids: { basketball: number; pointGuard: number; austin: number }) {
  return {
    "sport + level near a city within 50 miles": `sport=${ids.basketball}&level=College&near=${ids.austin}&radius=50`,
    "sport + position + text": `sport=${ids.basketball}&position=${ids.pointGuard}&q=clinics`,
    "no filter, newest first": "sort=newest",
  };
}

/** Writes the athletes and approves the business with the server stopped; the seconds taken. */
async function seed(target: Target, count: number, businessEmail: string) {
  const { dataDir, databaseUrl } = target.storage;
  let seconds = 0;
  let ids = { basketball: 0, pointGuard: 0, austin: 0 };
  let userId = "";
  await target.offline(async () => {
    const database = await openDatabase({ url: databaseUrl, pgliteDir: path.join(dataDir, "db") });
    try {
      const { db } = database;
      const begun = performance.now();
      await generateAthletes(db, { seed: 23, count, domain: "bench.lineup.test", now: new Date() });
      seconds = (performance.now() - begun) / 1000;
      const [user] = await db
        .update(users)
        .set({ status: "approved" })
        .where(eq(users.email, businessEmail))
        .returning({ id: users.id });
      userId = user!.id;
      const [sport] = await db.select().from(sports).where(eq(sports.name, "Basketball"));
      const [role] = await db.select().from(sportRoles).where(eq(sportRoles.name, "Point Guard"));
      const [austin] = await db
        .select()
        .from(cities)
        .where(and(eq(cities.name, "Austin"), eq(cities.state, "TX")));
      ids = { basketball: sport!.id, pointGuard: role!.id, austin: austin!.id };
    } finally {
      await database.close();
    }
  });
  return { seconds, ids, userId };
}

export async function search(target: Target): Promise<Row[]> {
  const kind = target.name as keyof typeof ATHLETES;
  const at = `(${target.name})`;
  const base = target.app.base;
  const business = new Client(base, freshIp());
  const { email } = await signUpAndConfirm(
    (route, json) => business.send("POST", route, { json }),
    target.sink,
    base,
    signUpBody("business", freshEmail("bench-search")),
  );
  const { seconds, ids, userId } = await seed(target, ATHLETES[kind], email);
  const rows: Row[] = [
    infoRow(`search: ${ATHLETES[kind]} generated athletes written ${at}`, seconds, "s"),
  ];
  const headers = { cookie: business.cookie };
  const scripts = mkdtempSync(path.join(tmpdir(), "lineup-pgbench-"));
  try {
    for (const [name, query] of Object.entries(searches(ids))) {
      const url = `${base}/api/athletes?${query}`;
      const probe = await fetch(url, { headers });
      if (probe.status !== 200) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
      const { data } = (await probe.json()) as { data: { total: number } };
      await load(url, { seconds: 2, headers });
      const http: LoadResult[] = [];
      const baseline: number[] = [];
      const statements = target.storage.databaseUrl
        ? await searchStatements(target.storage.databaseUrl, query, userId)
        : [];
      for (let i = 0; i < SETTINGS.runs; i++) {
        http.push(
          await load(url, { connections: CONNECTIONS, seconds: SETTINGS.seconds, headers }),
        );
        if (statements.length > 0) {
          const result = await pgbench(target.storage.databaseUrl!, statements, {
            clients: CONNECTIONS,
            seconds: SETTINGS.seconds,
            dir: scripts,
            name: `search-${i}`,
          });
          baseline.push(result.tps);
        }
      }
      const rps = median(http.map((r) => r.rps));
      const note = `${data.total} matching; ${failures(http)} failures; ?${query}`;
      rows.push(
        baseline.length > 0
          ? ratioRow(
              `search ${name} ${at}`,
              rps,
              median(baseline),
              "req/s",
              0.5,
              `vs pgbench at ${CONNECTIONS} clients; ${note}`,
            )
          : infoRow(`search ${name} ${at}`, rps, "req/s", note),
        maxRow(
          `search ${name} p99 ${at}`,
          median(http.map((r) => r.p99)),
          "ms",
          P99_MS[kind],
          `${round(rps)} req/s`,
        ),
      );
    }
  } finally {
    rmSync(scripts, { recursive: true, force: true });
  }
  return rows;
}
