// Mutation testing of the guarded modules (docs/decisions/0091): runs each module's Stryker config
// in turn and prints one line per module with its mutation score; exits 1 when a module fails to
// run, or scores under 85 % and under its committed baseline (a ratchet: a module not yet at 85 %
// may not lose ground, and one at 85 % or more may not fall under it; docs/decisions/0091). Options:
//   --module <name>   only that module (repeatable)
//   --changed         only modules whose files differ from their committed baseline (CI): the
//                     fingerprint mutation/incremental/<name>.sha256 of the files its incremental
//                     file was measured on; the others print their baseline score and are not run
//   --force           every mutant again (Stryker's --force): incremental runs reuse a static
//                     mutant's old result even when its tests changed, since Stryker knows no
//                     covering test for it (modules with ignoreStatic: false; decision 0091)
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { MODULES, mutationModule } from "../mutation/modules.mjs";

const BREAK = 85;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...parts) => path.join(root, ...parts);

const { values } = parseArgs({
  options: {
    module: { type: "string", multiple: true },
    changed: { type: "boolean", default: false },
    force: { type: "boolean", default: false },
  },
});
const modules = values.module ? values.module.map(mutationModule) : MODULES;

/** Killed and timed-out mutants over every valid one (no coverage counts as survived). */
function score(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) if (mutant.status in count) count[mutant.status] += 1;
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return { percent: valid === 0 ? 100 : (100 * detected) / valid, ...count };
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (git's pathspecs have no braces; one level is enough). */
function expandBraces(glob) {
  const match = /\{([^{}]*)\}/.exec(glob);
  if (!match) return [glob];
  return match[1].split(",").flatMap((part) => expandBraces(glob.replace(match[0], part)));
}

/** The files (tracked or new) a module's globs name, as git lists them. */
function filesOf(globs) {
  const specs = globs
    .flatMap(expandBraces)
    .map((glob) => (glob.startsWith("!") ? `:(glob,exclude)${glob.slice(1)}` : `:(glob)${glob}`));
  return execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...specs],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter(Boolean);
}

/** What a baseline was measured on: the module's entry, the shared configs, and its files. */
function fingerprint(module) {
  const hash = createHash("sha256").update(JSON.stringify(module));
  const files = [
    "mutation/stryker-base.mjs",
    "mutation/vitest-base.ts",
    `mutation/stryker.${module.name}.config.mjs`,
    `mutation/vitest.${module.name}.config.ts`,
    ...filesOf([...module.mutate, ...module.tests]),
  ];
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(at(file)));
  return hash.digest("hex");
}

const baselineOf = (module) => at("mutation/incremental", `${module.name}.json`);
const fingerprintOf = (module) => at("mutation/incremental", `${module.name}.sha256`);

/** Why a module must run against its committed baseline, or undefined when nothing changed. */
function changeAgainstBaseline(module) {
  if (!existsSync(baselineOf(module)) || !existsSync(fingerprintOf(module))) return "no baseline";
  const recorded = readFileSync(fingerprintOf(module), "utf8").trim();
  return recorded === fingerprint(module) ? undefined : "its files changed";
}

const line = (name, text) => console.log(`mutation score  ${name.padEnd(18)} ${text}`);
const results = [];
for (const module of modules) {
  const started = Date.now();
  const reason = values.changed ? changeAgainstBaseline(module) : "asked";
  if (!reason) {
    results.push({
      name: module.name,
      text: `unchanged since its baseline, not run`,
      failed: false,
    });
    const base = score(baselineOf(module));
    results.at(-1).text = `${base.percent.toFixed(2)} % (baseline; files unchanged, not run)`;
    continue;
  }
  const before = existsSync(baselineOf(module)) ? score(baselineOf(module)).percent : undefined;
  console.log(`\n== ${module.name}: mutation run (${reason}) ==`);
  const report = at("reports/mutation", `${module.name}.json`);
  const strykerArgs = ["stryker", "run", `mutation/stryker.${module.name}.config.mjs`];
  if (values.force) strykerArgs.push("--force");
  const run = spawnSync("npx", strykerArgs, { cwd: root, stdio: "inherit" });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(report) || statSync(report).mtimeMs < started) {
    results.push({
      name: module.name,
      text: `FAILED to run (exit ${run.status}), ${seconds} s`,
      failed: true,
    });
    continue;
  }
  // The incremental file now holds this run's results: record what they were measured on.
  writeFileSync(fingerprintOf(module), `${fingerprint(module)}\n`);
  const s = score(report);
  const under = s.percent < BREAK;
  // Rounded to the report's two decimals, so a rerun of the same mutants is never "a loss".
  const failed =
    under && (before === undefined || Number(s.percent.toFixed(2)) < Number(before.toFixed(2)));
  const counts = `killed ${s.Killed + s.Timeout}, survived ${s.Survived}, no coverage ${s.NoCoverage}`;
  const verdict = !under
    ? "ok"
    : failed
      ? `UNDER ${BREAK} % and below its baseline ${before?.toFixed(2) ?? "(none)"} %`
      : `under the ${BREAK} % target, not below its baseline ${before?.toFixed(2)} %`;
  results.push({
    name: module.name,
    text: `${s.percent.toFixed(2)} % ${verdict} (${counts}; ${seconds} s)`,
    failed,
  });
}

console.log("");
for (const { name, text } of results) line(name, text);
process.exitCode = results.some((r) => r.failed) ? 1 : 0;
