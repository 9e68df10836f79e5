import { parseArgs } from "node:util";
import type { Row } from "../support/row";
import { runLighthouse } from "./index";

/**
 * `npm run bench:lighthouse [-- --runs 3 --only login,join --reports dir --port 3950]`: the
 * Lighthouse part of the bench on its own, printed as a table. Exits 1 when a budget is missed.
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string", default: "" },
    reports: { type: "string" },
    port: { type: "string", default: "3950" },
  },
});

const rows = await runLighthouse({
  runs: Number(values.runs),
  port: Number(values.port),
  only: values.only.split(",").filter(Boolean),
  reportsDir: values.reports,
  log: (line) => console.error(line),
});
printTable(rows);
process.exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;

function printTable(table: Row[]): void {
  const cells = table.map((row) => [
    row.figure,
    `${row.value}${row.unit && row.unit !== "score" ? ` ${row.unit}` : ""}`,
    row.budget ?? "",
    row.pass === undefined ? "" : row.pass ? "pass" : "FAIL",
    row.note ?? "",
  ]);
  const header = ["figure", "value", "budget", "", "note"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  );
  const line = (values: string[]) =>
    values.map((value, column) => value.padEnd(column === 4 ? 0 : widths[column]!)).join("  ");
  console.log(line(header));
  for (const values of cells) console.log(line(values));
}
