import { median } from "@lineup/test-kit";
import type { Row } from "../support/row";
import type { RunResult } from "./audit";
import type { Screen } from "./screens";

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/**
 * The budget rows of one screen (DESIGN.md "Budgets"). Performance, LCP and TBT are the median
 * of the runs (simulated throttling still varies with the machine's load); accessibility and CLS
 * must hold on every load, so they report the worst run. LCP and TBT carry Lighthouse's own
 * "good" thresholds for mobile (2.5 s, 200 ms), which a score of 95 needs anyway.
 */
export function screenRows(screen: Screen, runs: RunResult[]): Row[] {
  const label = `${screen.name} (${screen.route})`;
  const performance = median(runs.map((run) => run.performance));
  const accessibility = Math.min(...runs.map((run) => run.accessibility));
  const cls = Math.max(...runs.map((run) => run.cls));
  const lcp = median(runs.map((run) => run.lcp));
  const tbt = median(runs.map((run) => run.tbt));
  const a11yFailures = [...new Set(runs.flatMap((run) => run.accessibilityFailures))];
  const hints = [...new Set(runs.flatMap((run) => run.performanceHints))];
  const landedOn = [...new Set(runs.map((run) => new URL(run.finalUrl).pathname))].join(", ");
  const of = `${runs.length} runs`;
  return [
    {
      figure: `lighthouse performance: ${label}`,
      value: performance,
      unit: "score",
      budget: "≥ 95",
      pass: performance >= 95,
      note: [`median of ${of}`, hints.length ? `below 0.9: ${hints.join(", ")}` : ""]
        .filter(Boolean)
        .join("; "),
    },
    {
      figure: `lighthouse accessibility: ${label}`,
      value: accessibility,
      unit: "score",
      budget: "= 100",
      pass: accessibility === 100,
      note: [`worst of ${of}`, a11yFailures.length ? `failing: ${a11yFailures.join(", ")}` : ""]
        .filter(Boolean)
        .join("; "),
    },
    {
      figure: `lighthouse CLS: ${label}`,
      value: round(cls, 3),
      unit: "",
      budget: "= 0",
      pass: cls === 0,
      note: `worst of ${of}; landed on ${landedOn}`,
    },
    {
      figure: `lighthouse LCP: ${label}`,
      value: round(lcp),
      unit: "ms",
      budget: "≤ 2500 ms",
      pass: lcp <= 2500,
      note: `median of ${of}`,
    },
    {
      figure: `lighthouse TBT: ${label}`,
      value: round(tbt),
      unit: "ms",
      budget: "≤ 200 ms",
      pass: tbt <= 200,
      note: `median of ${of}`,
    },
  ];
}
