import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Row } from "../support/row";
import { audit, type RunResult } from "./audit";
import { screenRows } from "./rows";
import { SCREENS } from "./screens";
import { startStack } from "./stack";

export interface LighthouseOptions {
  /** The production server's port; Chrome's debugging port is the next one. Default 3950. */
  port?: number;
  /** Runs per screen; the budget rows take their median or worst. Default 3. */
  runs?: number;
  /** Only the screens whose name contains one of these (all when empty). */
  only?: string[];
  /** Where to keep each run's full Lighthouse report (JSON), when set. */
  reportsDir?: string;
  log?: (line: string) => void;
}

/**
 * Lighthouse on every screen of the production build (DESIGN.md "Budgets"): the app is built
 * beforehand (`node scripts/build.mjs`); this starts it with its SMTP and OAuth partners, makes the
 * accounts each screen needs over HTTP, and audits each screen `runs` times in Debian's Chromium.
 */
export async function runLighthouse(options: LighthouseOptions = {}): Promise<Row[]> {
  const { port = 3950, runs = 3, only = [], reportsDir, log = () => undefined } = options;
  const screens = SCREENS.filter(
    (screen) => only.length === 0 || only.some((part) => screen.name.includes(part)),
  );
  if (screens.length === 0) throw new Error(`no screen matches ${only.join(", ")}`);
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });

  const stack = await startStack(port);
  try {
    const rows: Row[] = [];
    for (const screen of screens) {
      const nextVisit = await screen.prepare(stack);
      const results: RunResult[] = [];
      for (let run = 1; run <= runs; run++) {
        const file = reportsDir
          ? path.join(reportsDir, `${screen.name.replaceAll(" ", "-")}-${run}.json`)
          : undefined;
        const result = await audit(nextVisit, port + 1, file);
        log(
          `${screen.name} #${run}: performance ${result.performance}, accessibility ` +
            `${result.accessibility}, CLS ${result.cls.toFixed(3)}, LCP ${Math.round(result.lcp)} ms, ` +
            `TBT ${Math.round(result.tbt)} ms`,
        );
        results.push(result);
      }
      rows.push(...screenRows(screen, results));
    }
    return rows;
  } finally {
    await stack.stop();
  }
}
