// Every lookup list and the city typeahead at 50 connections against hello-world measured in
// the same rounds: ≥ 0.25× and p99 ≤ 10 ms each.
import { LOOKUP_PATHS } from "@lineup/shared";
import { withSteal } from "../support/host-steal";
import { failures, load, type LoadResult } from "../support/load";
import type { Row } from "../support/row";
import { SETTINGS } from "../support/settings";
import { maxRow, median, ratioRow } from "../support/stats";
import type { Target } from "../support/target";

async function sportId(base: string, name: string): Promise<number> {
  const answer = await fetch(`${base}${LOOKUP_PATHS.sport}?amount=50&str=${name}`);
  const { data } = (await answer.json()) as { data: { list: { id: number; name: string }[] } };
  const sport = data.list.find((item) => item.name === name);
  if (!sport) throw new Error(`no ${name} in the sports list`);
  return sport.id;
}

export async function lookups(target: Target): Promise<Row[]> {
  const base = target.app.base;
  const basketball = await sportId(base, "Basketball");
  // What a picker asks when opened (no text), and the city typeahead while typing.
  const urls: Record<string, string> = {
    "sports list": `${LOOKUP_PATHS.sport}?amount=20`,
    "sport roles list": `${LOOKUP_PATHS.sportRole}?amount=20&sports=${basketball}`,
    "activities list": `${LOOKUP_PATHS.activity}?amount=20`,
    "business types list": `${LOOKUP_PATHS.businessType}?amount=20`,
    "marketing tactics list": `${LOOKUP_PATHS.marketingTactic}?amount=20`,
    "business goals list": `${LOOKUP_PATHS.businessGoal}?amount=20`,
    "city typeahead": `${LOOKUP_PATHS.location}?amount=10&str=los%20a`,
  };
  const hello = `${target.hello.base}/hello`;
  await load(hello, { seconds: 2 });
  const baseline: LoadResult[] = [];
  const results = new Map<string, LoadResult[]>(Object.keys(urls).map((name) => [name, []]));
  for (let i = 0; i < SETTINGS.runs; i++) {
    baseline.push(await load(hello, { seconds: SETTINGS.seconds }));
    for (const [name, path] of Object.entries(urls)) {
      results.get(name)!.push(await load(`${base}${path}`, { seconds: SETTINGS.seconds }));
    }
  }
  const helloRps = median(baseline.map((r) => r.rps));
  // The ceiling is absolute; hello-world's own p99 in the same rounds tells a slow machine apart.
  const helloP99 = withSteal(`hello-world p99 ${median(baseline.map((r) => r.p99))} ms`, [
    ...baseline,
    ...[...results.values()].flat(),
  ]);
  return [...results].flatMap(([name, runs]) => [
    ratioRow(
      `${name} (${target.name})`,
      median(runs.map((r) => r.rps)),
      helloRps,
      "req/s",
      0.25,
      `${failures(runs)} failures`,
    ),
    maxRow(`${name} p99 (${target.name})`, median(runs.map((r) => r.p99)), "ms", 10, helloP99),
  ]);
}
