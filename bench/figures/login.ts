// Login throughput against the in-process argon2id verify rate (≥ 0.8×), the argon2 parameters
// against OWASP's minimum, and a trivial route during a login flood (≥ 0.5× of it alone).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ARGON2_OPTIONS } from "../../apps/api/src/identity/password-hasher";
import { confirmedAthlete } from "../support/accounts";
import { load, type LoadResult } from "../support/load";
import { LoginFlood, type FloodResult } from "../support/login-flood";
import type { Row } from "../support/row";
import { ROOT } from "../support/servers";
import { SETTINGS } from "../support/settings";
import { median, ratioRow } from "../support/stats";
import type { Target } from "../support/target";

const run = promisify(execFile);

async function verifyRate(seconds: number): Promise<number> {
  const { stdout } = await run(process.execPath, [
    "--import",
    "tsx",
    path.join(ROOT, "bench/support/argon2-rate.ts"),
    String(seconds),
  ]);
  return (JSON.parse(stdout) as { rate: number }).rate;
}

async function accounts(target: Target, count: number): Promise<string[]> {
  const emails: string[] = [];
  const worker = async () => {
    while (emails.length < count) {
      emails.push((await confirmedAthlete(target.app.base, target.sink)).email);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return emails;
}

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (or more of each). */
export function argon2Row(): Row {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return {
    figure: "argon2id parameters",
    value: `m=${memoryCost} t=${timeCost} p=${parallelism}`,
    unit: "",
    budget: "≥ m=19456 t=2 p=1",
    pass: memoryCost >= 19_456 && timeCost >= 2 && parallelism >= 1,
  };
}

export async function login(target: Target): Promise<Row[]> {
  const seconds = SETTINGS.seconds;
  // A first estimate sizes the accounts; the baseline itself is measured beside each login run.
  const estimate = await verifyRate(Math.min(seconds, 3));
  const baselines: number[] = [];
  // Every login of the figure (alone, and during the flood, plus a warm-up) gets a fresh use.
  const needed = Math.ceil((estimate * 1.5 * (2 * seconds * SETTINGS.runs + 2)) / 9) + 10;
  const flood = new LoginFlood(target.app.base, await accounts(target, needed));
  const health = `${target.app.base}/api/health`;
  await flood.run(2);
  const logins: FloodResult[] = [];
  const alone: LoadResult[] = [];
  const during: LoadResult[] = [];
  for (let i = 0; i < SETTINGS.runs; i++) {
    // Interleaved, so load from elsewhere on the machine touches baseline and figure alike.
    baselines.push(await verifyRate(seconds));
    logins.push(await flood.run(seconds));
    alone.push(await load(health, { seconds }));
    const [floodResult, healthResult] = await Promise.all([
      flood.run(seconds),
      load(health, { seconds }),
    ]);
    during.push(healthResult);
    if (floodResult.failures > 0) throw new Error("logins failed during the flood");
  }
  const baseline = median(baselines);
  return [
    argon2Row(),
    ratioRow(
      `login throughput vs argon2id verify rate (${target.name})`,
      median(logins.map((r) => r.rate)),
      baseline,
      "logins/s",
      0.8,
      `p99 ${median(logins.map((r) => r.p99)).toFixed(0)} ms, ${logins.reduce((n, r) => n + r.failures, 0)} failures`,
    ),
    ratioRow(
      `/api/health during a login flood vs alone (${target.name})`,
      median(during.map((r) => r.rps)),
      median(alone.map((r) => r.rps)),
      "req/s",
      0.5,
      `p99 ${median(during.map((r) => r.p99))} ms during`,
    ),
  ];
}
