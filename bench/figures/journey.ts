// The whole athlete journey (sign-up to registration success, uploads included) for 20 people at
// once: journeys per second and p99 of each call, on each database.
import { athleteJourney, type JourneyFiles } from "../support/athlete-journey";
import { lookupIds, type LookupIds } from "../support/lookup-ids";
import type { Timer } from "../support/accounts";
import { mp4, noiseJpeg } from "../support/media-samples";
import type { Row } from "../support/row";
import { SETTINGS } from "../support/settings";
import { infoRow, median, percentile } from "../support/stats";
import type { Target } from "../support/target";

const PEOPLE = 20;

/** Phone-sized files: a small avatar, a photo and a short clip. */
async function journeyFiles(): Promise<JourneyFiles> {
  return {
    avatar: await noiseJpeg(150_000),
    photo: await noiseJpeg(600_000),
    video: mp4(1_500_000),
  };
}

async function oneRun(target: Target, ids: LookupIds, files: JourneyFiles, seconds: number) {
  const samples = new Map<string, number[]>();
  const time: Timer = async (name, call) => {
    const begun = performance.now();
    const result = await call();
    const list = samples.get(name) ?? [];
    list.push(performance.now() - begun);
    samples.set(name, list);
    return result;
  };
  let journeys = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const person = async () => {
    while (performance.now() < deadline) {
      await athleteJourney(target.app.base, target.sink, ids, files, time);
      journeys++;
    }
  };
  await Promise.all(Array.from({ length: PEOPLE }, person));
  const rate = journeys / ((performance.now() - started) / 1000);
  return { rate, samples };
}

export async function journey(target: Target): Promise<Row[]> {
  const ids = await lookupIds(target.app.base);
  const files = await journeyFiles();
  // Long enough that each of the 20 people finishes a few journeys.
  const seconds = Math.max(SETTINGS.seconds, 10);
  const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let i = 0; i < SETTINGS.runs; i++) runs.push(await oneRun(target, ids, files, seconds));
  const calls = [...(runs[0]?.samples.keys() ?? [])];
  return [
    infoRow(
      `athlete journeys/s, ${PEOPLE} people (${target.name})`,
      median(runs.map((r) => r.rate)),
      "journeys/s",
      `${runs.map((r) => r.samples.get("sign-up")?.length ?? 0).join("+")} journeys started`,
    ),
    ...calls.map((call) =>
      infoRow(
        `journey p99: ${call} (${target.name})`,
        median(runs.map((r) => percentile(r.samples.get(call) ?? [], 99))),
        "ms",
      ),
    ),
  ];
}
