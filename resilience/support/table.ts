// Prints the summary table and writes it under resilience/results/ for comparison with the last run.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CheckRow, Profile } from "./check";

export function formatTable(rows: CheckRow[]): string {
  const header = ["check", "figure", "result", "note"];
  const cells = rows.map((r) => [r.check, r.figure, r.pass ? "pass" : "FAIL", r.note ?? ""]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

export function writeResults(dir: string, profile: Profile, rows: CheckRow[]): void {
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  writeFileSync(
    path.join(dir, `latest-${profile.name}.md`),
    `# Resilience (${profile.name}) ${at}\n\n${formatTable(rows)}\n`,
  );
  writeFileSync(
    path.join(dir, `latest-${profile.name}.json`),
    JSON.stringify({ at, profile, rows }, null, 2),
  );
}
