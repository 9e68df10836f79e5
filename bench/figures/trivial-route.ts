// A trivial route of the real app (every production plugin registered) against a bare Fastify
// hello-world, runs interleaved so drift in the machine's speed touches both alike.
import { withSteal } from "../support/host-steal";
import { failures, load, type LoadResult } from "../support/load";
import { SETTINGS } from "../support/settings";
import { median, ratioRow } from "../support/stats";
import type { Target } from "../support/target";

export async function trivialRoute(target: Target) {
  const hello = `${target.hello.base}/hello`;
  const health = `${target.app.base}/api/health`;
  await load(hello, { seconds: 2 });
  await load(health, { seconds: 2 });
  const baseline: LoadResult[] = [];
  const route: LoadResult[] = [];
  for (let i = 0; i < SETTINGS.runs; i++) {
    baseline.push(await load(hello, { seconds: SETTINGS.seconds }));
    route.push(await load(health, { seconds: SETTINGS.seconds }));
  }
  return [
    ratioRow(
      `trivial route /api/health vs hello-world (${target.name})`,
      median(route.map((r) => r.rps)),
      median(baseline.map((r) => r.rps)),
      "req/s",
      0.7,
      withSteal(`p99 ${median(route.map((r) => r.p99))} ms, ${failures(route)} failures`, [
        ...baseline,
        ...route,
      ]),
    ),
  ];
}
