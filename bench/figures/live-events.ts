// Issue 24's "with 1,000 pages holding an events stream open, a message reaches the other
// party's page within 1 s at p99" (DESIGN.md "live updates"), on the real path (decision 0086):
// 1,000 approved athletes, each the athlete of one offer from one buyer, hold GET /api/events
// open on the production server; the buyer writes to the offers' threads through
// POST /api/offers/{id}/messages at a steady rate, and each message is timed from the moment the
// POST leaves to the moment the athlete's page reads `event: message` for that offer (p99 ≤ 1 s),
// none lost or misrouted. With BENCH_REDIS_URL the server runs with REDIS_URL (the hub relays
// through Redis pub/sub, as behind several instances); without it, the process's own hub.
import { startServer } from "@lineup/test-kit";
import { Client, freshIp } from "../support/http";
import { openEventPage, type PageEvent } from "../support/event-pages";
import {
  seedAthletes,
  seedBuyers,
  withDatabase,
  type SeededAthlete,
  type SeededBuyer,
} from "../support/offer-seed";
import type { Row } from "../support/row";
import { appEnvironment } from "../support/servers";
import { PORTS, SETTINGS } from "../support/settings";
import { infoRow, maxRow, percentile, round } from "../support/stats";
import type { Target } from "../support/target";

const PAGES = 1000;
const EVENTS_PER_SECOND = 100;
/** Pages opening at once, and offers made at once: people arrive over time, not in one flood. */
const OPENING = 50;
const BUDGET_MS = 1000;
/** How long after the last message an event still counts as late rather than lost. */
const GRACE_MS = 5000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fisher–Yates, in place. */
function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function measure(base: string, athletes: SeededAthlete[], buyer: SeededBuyer) {
  const offerOf = new Map<string, string>(); // athlete's user id → their offer's id
  const offerHeard = new Map<string, string>(); // athlete's user id → the offer event's id
  const sent = new Map<string, number[]>(); // offer id → send times of messages not yet heard
  const latencies: number[] = [];
  let misrouted = 0;
  let total = Infinity;
  let settle: () => void = () => undefined;
  const allHeard = new Promise<void>((resolve) => (settle = resolve));
  let offersSettle: () => void = () => undefined;
  const allOffersHeard = new Promise<void>((resolve) => (offersSettle = resolve));
  const onEvent = (athlete: SeededAthlete) => (event: PageEvent, at: number) => {
    if (event.type === "offer") {
      offerHeard.set(athlete.userId, event.offerId);
      if (offerHeard.size === athletes.length) offersSettle();
      return;
    }
    const times = sent.get(event.offerId);
    if (offerOf.get(athlete.userId) !== event.offerId || !times?.length) {
      misrouted++;
      return;
    }
    latencies.push(at - times.shift()!);
    if (latencies.length === total) settle();
  };

  const closers: (() => void)[] = [];
  const opened = performance.now();
  for (let i = 0; i < athletes.length; i += OPENING) {
    const batch = athletes.slice(i, i + OPENING);
    closers.push(
      ...(await Promise.all(batch.map((a) => openEventPage(base, a.cookie, onEvent(a))))),
    );
  }
  const openSeconds = (performance.now() - opened) / 1000;
  const client = new Client(base, freshIp());
  client.cookie = buyer.cookie;
  try {
    // Each athlete's offer, made while their page is open (so no e-mail is queued for them).
    for (let i = 0; i < athletes.length; i += OPENING) {
      await Promise.all(
        athletes.slice(i, i + OPENING).map(async (athlete) => {
          const answer = await client.send("POST", "/api/offers", {
            json: {
              athleteId: athlete.profileId,
              serviceId: athlete.serviceId,
              amount: athlete.minimumCents / 100 + 25,
              message: "Would you run a clinic for our team?",
            },
          });
          if (answer.status !== 201) throw new Error(`POST /api/offers: ${answer.text}`);
          offerOf.set(athlete.userId, answer.json<{ data: { id: string } }>().data.id);
        }),
      );
    }
    await Promise.race([allOffersHeard, wait(GRACE_MS)]);
    const offersMissed = athletes.filter(
      (a) => offerHeard.get(a.userId) !== offerOf.get(a.userId),
    ).length;

    total = EVENTS_PER_SECOND * SETTINGS.seconds;
    // Every athlete in turn, in a shuffled order: each page hears about as many as the others.
    const order = shuffled(athletes.map((_, i) => i));
    const posts: Promise<number>[] = [];
    const begun = performance.now();
    for (let i = 0; i < total; i++) {
      // A steady rate: the i-th message leaves at i / rate seconds, however long a POST takes.
      const due = begun + (i * 1000) / EVENTS_PER_SECOND - performance.now();
      if (due > 0) await wait(due);
      const offerId = offerOf.get(athletes[order[i % order.length]!]!.userId)!;
      sent.set(offerId, [...(sent.get(offerId) ?? []), performance.now()]);
      posts.push(
        client
          .send("POST", `/api/offers/${offerId}/messages`, { json: { body: `Message ${i}` } })
          .then((answer) => answer.status),
      );
    }
    const failed = (await Promise.all(posts)).filter((status) => status !== 201).length;
    await Promise.race([allHeard, wait(GRACE_MS)]);
    return { latencies, total, misrouted, openSeconds, offersMissed, failed };
  } finally {
    for (const close of closers) close();
  }
}

export async function liveEvents(target: Target): Promise<Row[]> {
  const at = `(${target.name})`;
  const redisUrl = process.env.BENCH_REDIS_URL?.trim() ?? "";
  let result: Awaited<ReturnType<typeof measure>> | undefined;
  await target.offline(async () => {
    const { athletes, buyer } = await withDatabase(target.storage, async (db) => ({
      athletes: await seedAthletes(db, PAGES, 86),
      buyer: (await seedBuyers(db, 1))[0]!,
    }));
    const port = PORTS.liveEvents;
    const options = { ...target.storage, port, smtpUrl: target.sink.url };
    const server = await startServer({
      port,
      dataDir: target.storage.dataDir,
      env: { ...appEnvironment(options), REDIS_URL: redisUrl },
    });
    try {
      result = await measure(server.base, athletes, buyer);
    } finally {
      await server.stop();
    }
  });
  const { latencies, total, misrouted, openSeconds, offersMissed, failed } = result!;
  const lost = total - latencies.length;
  const hub = redisUrl ? "hub through Redis" : "the process's hub";
  return [
    infoRow(`live events: ${PAGES} streams opened ${at}`, openSeconds, "s", `${OPENING} at once`),
    {
      ...maxRow(
        `live events: message POST → athlete's page p99, ${PAGES} open streams ${at}`,
        percentile(latencies, 99),
        "ms",
        BUDGET_MS,
        `${total} messages at ${EVENTS_PER_SECOND}/s by one buyer to ${PAGES} offers; median ${round(percentile(latencies, 50), 1)} ms; ${lost} lost, ${misrouted} to a wrong page, ${failed} POSTs failed, ${offersMissed} offer events missed; ${hub}`,
      ),
      ...(lost > 0 || misrouted > 0 || failed > 0 || offersMissed > 0 ? { pass: false } : {}),
    },
  ];
}
