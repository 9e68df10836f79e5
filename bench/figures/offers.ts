// Issue 24's "50 buyers offering and countering at once reach ≥ 0.5 × the same transaction under
// pgbench, with no lost or doubled transition" (DESIGN.md budgets, decision 0084). 50 approved
// buyers each offer to an athlete and counter the athlete's counters, at once, for the figure's
// seconds: create, then (athlete counters, buyer counters back) until the buyer has used the ten
// submissions a pair allows in 30 days, then the athlete counters and the buyer accepts; then the
// next athlete. Every transition is one POST on its own keep-alive connection per party. After
// the runs, each offer's history rows are compared with the transitions the bench saw succeed.
// On PostgreSQL the baseline is pgbench running the same two transitions (the athlete's counter,
// the buyer's counter) with the API's own SQL (bench/support/offer-sql.ts), 50 clients on 50
// offers of their own; on PGlite the rows are req/s and p99 only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshIp } from "../support/http";
import { KeepAliveClient } from "../support/keep-alive-client";
import {
  offerCycleStatements,
  cycleScript,
  writeSlots,
  type OfferSlot,
} from "../support/offer-sql";
import {
  seedAthletes,
  seedBuyers,
  withDatabase,
  type SeededAthlete,
  type SeededBuyer,
} from "../support/offer-seed";
import { SeenTransitions, verifyHistories, type Seen } from "../support/offer-histories";
import type { Row } from "../support/row";
import { pgbenchScript } from "../support/search-sql";
import { SETTINGS } from "../support/settings";
import { infoRow, median, percentile, ratioRow, round } from "../support/stats";
import type { Target } from "../support/target";

const BUYERS = 50;
/** Each buyer meets each athlete at most once (a pair allows ten submissions in 30 days). */
const ATHLETES = 300;
const SUBMISSIONS = 10;
const WARM_UP_SECONDS = 2;

interface Worker {
  buyer: SeededBuyer;
  buyerClient: KeepAliveClient;
  athleteClient: KeepAliveClient;
  /** Where in the athletes this buyer starts, and how many it has met. */
  start: number;
  met: number;
}

/** One buyer's loop until `until`: every successful transition recorded in `seen`. */
async function drive(
  base: URL,
  worker: Worker,
  athletes: SeededAthlete[],
  until: number,
  seen: Seen,
  latencies: number[],
) {
  const origin = base.origin;
  const post = async (client: KeepAliveClient, cookie: string, route: string, json: unknown) => {
    const begun = performance.now();
    const answer = await client.post(route, origin, json, { cookie });
    latencies.push(performance.now() - begun);
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`${route}: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    return (JSON.parse(answer.body) as { data: { id: string; status: string } }).data;
  };
  while (performance.now() < until) {
    if (worker.met === athletes.length) throw new Error("a buyer ran out of athletes");
    const athlete = athletes[(worker.start + worker.met++) % athletes.length]!;
    const amount = athlete.minimumCents / 100;
    const offer = await post(worker.buyerClient, worker.buyer.cookie, "/api/offers", {
      athleteId: athlete.profileId,
      serviceId: athlete.serviceId,
      amount: amount + 200,
      message: "Would you run a clinic for our team?",
    });
    seen.record(offer.id, null, "pending", offer.status);
    const act = async (by: "athlete" | "buyer", body: unknown, from: string, to: string) => {
      const [client, cookie] =
        by === "athlete"
          ? [worker.athleteClient, athlete.cookie]
          : [worker.buyerClient, worker.buyer.cookie];
      const moved = await post(client, cookie, `/api/offers/${offer.id}/actions`, body);
      seen.record(offer.id, from, to, moved.status);
    };
    for (let made = 1; performance.now() < until; made++) {
      await act("athlete", { action: "counter", amount: amount + 150 }, "pending", "countered");
      if (made === SUBMISSIONS) {
        // DESIGN.md: a minor's acceptance waits for the athlete's and the guardian's confirm.
        const accepted = athlete.minor ? "awaiting_confirmation" : "accepted";
        await act("buyer", { action: "accept" }, "countered", accepted);
        break;
      }
      await act("buyer", { action: "counter", amount: amount + 100 }, "countered", "pending");
    }
  }
}

/** All buyers at once for `seconds`: transitions per second and the POSTs' p99. */
async function run(base: URL, workers: Worker[], athletes: SeededAthlete[], seconds: number) {
  const seen = new SeenTransitions();
  const latencies: number[] = [];
  const begun = performance.now();
  await Promise.all(
    workers.map((w) => drive(base, w, athletes, begun + seconds * 1000, seen, latencies)),
  );
  const elapsed = (performance.now() - begun) / 1000;
  return { rps: seen.count / elapsed, p99: percentile(latencies, 99), seen };
}

/** The pgbench baseline: 50 slots (a buyer's offer to an athlete the HTTP runs never meet). */
async function baseline(target: Target, buyers: SeededBuyer[], spare: SeededAthlete[]) {
  const databaseUrl = target.storage.databaseUrl!;
  const base = new URL(target.app.base);
  const slots: OfferSlot[] = [];
  for (const [i, buyer] of buyers.entries()) {
    const athlete = spare[i]!;
    const client = new KeepAliveClient(base.hostname, Number(base.port), freshIp());
    const answer = await client.post(
      "/api/offers",
      base.origin,
      {
        athleteId: athlete.profileId,
        serviceId: athlete.serviceId,
        amount: athlete.minimumCents / 100 + 200,
        message: "Would you run a clinic for our team?",
      },
      { cookie: buyer.cookie },
    );
    client.close();
    if (answer.status !== 201) throw new Error(`baseline offer: ${answer.body}`);
    const { id } = (JSON.parse(answer.body) as { data: { id: string } }).data;
    slots.push({
      offerId: id,
      buyerId: buyer.userId,
      athleteProfileId: athlete.profileId,
      athleteUserId: athlete.userId,
      serviceId: athlete.serviceId,
      minimumCents: athlete.minimumCents,
    });
  }
  await writeSlots(databaseUrl, slots);
  const statements = await offerCycleStatements(databaseUrl, slots[0]!);
  // BENCH_PRINT_OFFERS_SQL=1 shows the script pgbench runs (the captured statements).
  if (process.env.BENCH_PRINT_OFFERS_SQL) console.log(cycleScript(statements));
  const dir = mkdtempSync(path.join(tmpdir(), "lineup-pgbench-"));
  try {
    const tps: number[] = [];
    for (let i = 0; i < SETTINGS.runs; i++) {
      const result = await pgbenchScript(databaseUrl, cycleScript(statements), {
        clients: BUYERS,
        seconds: SETTINGS.seconds,
        dir,
        name: `offers-${i}`,
        defines: { loaded: "0" },
      });
      // One script run is two transitions.
      tps.push(result.tps * 2);
    }
    return { transitionsPerSecond: median(tps), statements: statements.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function offers(target: Target): Promise<Row[]> {
  const at = `(${target.name})`;
  let seeded: { athletes: SeededAthlete[]; buyers: SeededBuyer[] } | undefined;
  await target.offline(async () => {
    seeded = await withDatabase(target.storage, async (db) => ({
      athletes: await seedAthletes(db, ATHLETES + BUYERS, 84),
      buyers: await seedBuyers(db, BUYERS),
    }));
  });
  const { athletes, buyers } = seeded!;
  const [driven, spare] = [athletes.slice(0, ATHLETES), athletes.slice(ATHLETES)];
  const base = new URL(target.app.base);
  const workers: Worker[] = buyers.map((buyer, i) => ({
    buyer,
    buyerClient: new KeepAliveClient(base.hostname, Number(base.port), freshIp()),
    athleteClient: new KeepAliveClient(base.hostname, Number(base.port), freshIp()),
    // Buyers start at different athletes, as real buyers do.
    start: (i * 7) % ATHLETES,
    met: 0,
  }));
  const results = [];
  const allSeen: Seen[] = [];
  try {
    allSeen.push((await run(base, workers, driven, WARM_UP_SECONDS)).seen);
    for (let i = 0; i < SETTINGS.runs; i++) {
      const result = await run(base, workers, driven, SETTINGS.seconds);
      results.push(result);
      allSeen.push(result.seen);
    }
  } finally {
    for (const w of workers) [w.buyerClient, w.athleteClient].forEach((c) => c.close());
  }
  const rps = median(results.map((r) => r.rps));
  const p99 = median(results.map((r) => r.p99));
  const pg = target.storage.databaseUrl ? await baseline(target, buyers, spare) : undefined;
  const check = await verifyHistories(target, allSeen);
  const integrity = `${check.transitions} transitions on ${check.offers} offers: ${check.lost} lost, ${check.doubled} doubled, ${check.wrong} out of order`;
  const note = `${BUYERS} buyers at once, ${SETTINGS.seconds} s × ${SETTINGS.runs}; ${integrity}`;
  const throughput = pg
    ? ratioRow(
        `offers: transitions/s ${at}`,
        rps,
        pg.transitionsPerSecond,
        "req/s",
        0.5,
        `vs pgbench (${pg.statements} statements per counter + counter back, ${BUYERS} clients); ${note}`,
      )
    : infoRow(`offers: transitions/s ${at}`, rps, "req/s", note);
  const clean = check.lost === 0 && check.doubled === 0 && check.wrong === 0;
  return [
    clean ? throughput : { ...throughput, pass: false },
    infoRow(`offers: POST p99 ${at}`, p99, "ms", `${round(rps)} transitions/s`),
  ];
}
