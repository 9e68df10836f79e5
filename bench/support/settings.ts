// What `npm run bench` measures and for how long, from the environment (or argv for the filter).
const only = (process.env.BENCH_ONLY ?? process.argv.slice(2).join(","))
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);

export const SETTINGS = {
  /** Runs per figure; the table shows their median (issue 6: at least three). */
  runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 3)),
  /** Seconds of each timed load. */
  seconds: Math.max(1, Number(process.env.BENCH_SECONDS ?? 10)),
  /** Figure names to run (e.g. "lookups,login"); empty runs all. */
  only,
  /** A PostgreSQL server to run the server figures on too (a fresh database per run). */
  databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || undefined,
};

export function wanted(name: string): boolean {
  return SETTINGS.only.length === 0 || SETTINGS.only.includes(name);
}

/** Ports of the bench (3900–3949): the baseline and one app per database. */
export const PORTS = {
  hello: 3901,
  pglite: 3902,
  postgres: 3903,
  restart: 3904,
  react: 3905,
  /** The live-events figure's own server (with REDIS_URL), on the target's stopped database. */
  liveEvents: 3906,
};
