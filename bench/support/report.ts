// Prints the table, and writes it as Markdown and JSON under bench/results/ (the last run kept
// as previous.json) so a change can be compared with the run before it.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Row } from "./row";
import { ROOT } from "./servers";

const DIR = path.join(ROOT, "bench/results");
const HEAD = [
  "figure",
  "value",
  "unit",
  "baseline",
  "ratio",
  "budget",
  "result",
  "vs previous",
  "note",
];

interface Report {
  date: string;
  settings: Record<string, unknown>;
  rows: Row[];
}

function change(row: Row, previous: Row[] | undefined): string {
  const before = previous?.find((r) => r.figure === row.figure);
  if (!before || typeof before.value !== "number" || typeof row.value !== "number") return "";
  if (before.value === 0) return "";
  const percent = ((row.value - before.value) / before.value) * 100;
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(0)}%`;
}

function cells(row: Row, previous: Row[] | undefined): string[] {
  return [
    row.figure,
    String(row.value),
    row.unit,
    row.baseline === undefined ? "" : String(row.baseline),
    row.ratio === undefined ? "" : row.ratio.toFixed(2),
    row.budget ?? "",
    row.pass === undefined ? "" : row.pass ? "pass" : "FAIL",
    change(row, previous),
    row.note ?? "",
  ];
}

export function writeReport(rows: Row[], settings: Record<string, unknown>): void {
  mkdirSync(DIR, { recursive: true });
  const latest = path.join(DIR, "latest.json");
  let previous: Row[] | undefined;
  if (existsSync(latest)) {
    previous = (JSON.parse(readFileSync(latest, "utf8")) as Report).rows;
    renameSync(latest, path.join(DIR, "previous.json"));
  }
  const table = rows.map((row) => cells(row, previous));
  const widths = HEAD.map((head, i) => Math.max(head.length, ...table.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(HEAD)}\n${table.map(line).join("\n")}`);
  const failed = rows.filter((row) => row.pass === false).length;
  console.log(`\n${rows.length} figures, ${failed} over budget (${JSON.stringify(settings)})`);

  // A trimmed run (BENCH_ONLY) updates its own rows and keeps the others of the last table, so
  // latest.* always hold every figure, each from the last run that measured it.
  const kept =
    settings.only === "all" || !previous
      ? rows
      : [
          ...previous.map((old) => rows.find((row) => row.figure === old.figure) ?? old),
          ...rows.filter((row) => !previous.some((old) => old.figure === row.figure)),
        ];
  const report: Report = { date: new Date().toISOString(), settings, rows: kept };
  writeFileSync(latest, `${JSON.stringify(report, null, 2)}\n`);
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  const markdown = [
    `# Bench ${report.date}`,
    "",
    `Settings of the last run: ${JSON.stringify(settings)}` +
      (kept === rows ? "" : " (rows it did not measure are from earlier runs)"),
    "",
    `| ${HEAD.join(" | ")} |`,
    `| ${HEAD.map(() => "---").join(" | ")} |`,
    ...kept.map((row) => `| ${cells(row, previous).map(escape).join(" | ")} |`),
    "",
  ].join("\n");
  writeFileSync(path.join(DIR, "latest.md"), markdown);
}
