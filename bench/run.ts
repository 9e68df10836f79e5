// `npm run bench` (after the production build): every figure of issue 6 with its budget from
// DESIGN.md "Budgets", on the embedded database and, when BENCH_DATABASE_URL is set, PostgreSQL.
// BENCH_RUNS (3), BENCH_SECONDS (10) and BENCH_ONLY=lookups,login,... (or argv) trim it.
// waiting-list (issue 22) has no budget of DESIGN.md: its rows are noted for comparison.
// live-events runs through the offers' messages route; BENCH_REDIS_URL adds the Redis hub.
import { existsSync } from "node:fs";
import path from "node:path";
import { MailInbox } from "@lineup/test-kit";
import { firstLoadJs } from "./figures/first-load-js";
import { inp } from "./figures/inp";
import { journey } from "./figures/journey";
import { liveEvents } from "./figures/live-events";
import { login } from "./figures/login";
import { offers } from "./figures/offers";
import { lookups } from "./figures/lookups";
import { search } from "./figures/search";
import { startAndMemory } from "./figures/start-and-memory";
import { uploads } from "./figures/uploads";
import { waitingList } from "./figures/waiting-list";
import { embedded, postgres, type Storage } from "./support/databases";
import { LOAD_CLIENT } from "./support/load";
import { writeReport } from "./support/report";
import type { Row } from "./support/row";
import { startApp, startHello, ROOT } from "./support/servers";
import { PORTS, SETTINGS, wanted } from "./support/settings";
import type { ServerFigure, Target } from "./support/target";

const SERVER_FIGURES: [string, ServerFigure][] = [
  ["lookups", lookups],
  ["login", login],
  ["journey", journey],
  ["uploads", uploads],
  ["waiting-list", waitingList],
  ["search", search],
  ["offers", offers],
  ["live-events", liveEvents],
  // Last: it restarts the server.
  ["start-and-memory", startAndMemory],
];

/** A figure that throws becomes one failed row, so the rest of the table still gets measured. */
async function attempt(name: string, figure: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await figure();
  } catch (error) {
    console.error(error);
    return [
      { figure: name, value: "error", unit: "", pass: false, note: String(error).slice(0, 200) },
    ];
  }
}

async function onTarget(storage: Storage, port: number, sink: MailInbox, rows: Row[]) {
  const hello = await startHello(PORTS.hello);
  const options = {
    port,
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    smtpUrl: sink.url,
  };
  const target: Target = {
    name: storage.name,
    hello,
    sink,
    app: await startApp(options),
    storage,
    offline: async (work) => {
      await target.app.stop();
      await work();
      target.app = await startApp(options);
      return target.app;
    },
    restart: () => target.offline(async () => undefined),
  };
  try {
    for (const [name, figure] of SERVER_FIGURES) {
      if (!wanted(name)) continue;
      console.log(`${name} on ${storage.name}…`);
      rows.push(...(await attempt(`${name} (${storage.name})`, () => figure(target))));
    }
  } finally {
    await target.app.stop();
    await hello.stop();
    await storage.drop();
  }
}

/** bench/lighthouse (another part of the bench) adds its rows when present. */
async function lighthouseRows(): Promise<Row[]> {
  const file = ["index.ts", "index.mjs"]
    .map((name) => path.join(ROOT, "bench/lighthouse", name))
    .find((candidate) => existsSync(candidate));
  if (!file) return [];
  console.log("lighthouse…");
  const module = (await import(file)) as { runLighthouse: () => Promise<Row[]> };
  return module.runLighthouse();
}

const rows: Row[] = [];
const sink = new MailInbox();
await sink.start();
try {
  if (SERVER_FIGURES.some(([name]) => wanted(name))) {
    await onTarget(embedded(), PORTS.pglite, sink, rows);
    if (SETTINGS.databaseUrl) {
      await onTarget(await postgres(SETTINGS.databaseUrl), PORTS.postgres, sink, rows);
    }
  }
  if (wanted("first-load-js")) {
    console.log("first-load-js…");
    rows.push(...(await attempt("first-load JS", firstLoadJs)));
  }
  if (wanted("lighthouse")) rows.push(...(await attempt("lighthouse", lighthouseRows)));
  if (wanted("inp")) {
    console.log("inp…");
    rows.push(...(await attempt("INP", () => inp())));
  }
} finally {
  await sink.stop();
}
writeReport(rows, {
  runs: SETTINGS.runs,
  seconds: SETTINGS.seconds,
  only: SETTINGS.only.join(",") || "all",
  load: LOAD_CLIENT,
  postgres: SETTINGS.databaseUrl ? "yes" : "no",
});
