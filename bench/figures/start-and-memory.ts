// The second start on an existing database until /api/ready answers (≤ 2 s, the embedded one
// being the case of the budget), and resident memory at rest (≤ 400 MiB): after the load figures,
// and right after that restart.
import { restingRssMiB } from "../support/process-memory";
import type { Row } from "../support/row";
import { SETTINGS } from "../support/settings";
import { maxRow, median } from "../support/stats";
import type { Target } from "../support/target";

export async function startAndMemory(target: Target): Promise<Row[]> {
  const afterLoad = await restingRssMiB(target.app.pid);
  const starts: number[] = [];
  const fresh: number[] = [];
  for (let i = 0; i < SETTINGS.runs; i++) {
    const app = await target.restart();
    starts.push(app.startMs / 1000);
    fresh.push(await restingRssMiB(app.pid));
  }
  return [
    maxRow(
      `second start until /api/ready (${target.name})`,
      median(starts),
      "s",
      2,
      "spawn of node to the first 200 of /api/ready",
    ),
    maxRow(`memory at rest after the load figures (${target.name})`, afterLoad, "MiB", 400),
    maxRow(`memory at rest after a start (${target.name})`, median(fresh), "MiB", 400),
  ];
}
