// `npm run test:resilience`: every check in resilience/checks/ against the production build on
// loopback, one summary table, exit 1 when any row fails. RESILIENCE_PROFILE=ci (or --ci) runs the
// shorter version CI has time for; RESILIENCE_ONLY=load,faults picks checks by name.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PROFILES, type CheckRow, type ResilienceCheck } from "./support/check";
import { formatTable, writeResults } from "./support/table";

const here = import.meta.dirname;
const profile =
  PROFILES[
    process.argv.includes("--ci") || process.env.RESILIENCE_PROFILE === "ci" ? "ci" : "full"
  ];
const named = process.env.RESILIENCE_ONLY?.split(",").filter(Boolean) ?? [];
const only = named.length > 0 ? named : undefined;

const files = readdirSync(path.join(here, "checks"))
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .sort();
const checks: ResilienceCheck[] = [];
const allNames: string[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(here, "checks", file)).href)) as {
    check: ResilienceCheck;
  };
  allNames.push(module.check.name);
  if (!only || only.includes(module.check.name)) checks.push(module.check);
}

// A name that is no check fails at once, saying so: never "all rows pass" over nothing run.
const unknown = only?.filter((name) => !allNames.includes(name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `RESILIENCE_ONLY names no check called ${unknown.join(", ")}; the checks are: ${allNames.join(", ")}. Nothing was run.`,
  );
  process.exit(1);
}

const log = (message: string) => console.error(`[resilience] ${message}`);
const ctx = {
  profile,
  postgresAdminUrl:
    process.env.RESILIENCE_POSTGRES_URL ??
    process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, "/postgres") ??
    "postgres://postgres@127.0.0.1:5432/postgres",
  redisUrl: process.env.RESILIENCE_REDIS_URL ?? "redis://127.0.0.1:6379",
  log,
};

const rows: CheckRow[] = [];
for (const check of checks) {
  const started = Date.now();
  log(`${check.name} …`);
  try {
    rows.push(...(await check.run(ctx)));
  } catch (error) {
    rows.push({ check: check.name, figure: "crashed", pass: false, note: String(error) });
  }
  log(`${check.name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

console.log(`\nResilience (${profile.name}), ${checks.length} checks\n`);
console.log(formatTable(rows));
writeResults(path.join(here, "results"), profile, rows);
const failed = rows.filter((r) => !r.pass).length;
console.log(failed ? `\n${failed} row(s) FAILED` : "\nall rows pass");
process.exit(failed || rows.length === 0 ? 1 : 0);
