// Issue 24's "with 1,000 pages holding an events stream open, a message reaches the other
// party's page within 1 s at p99" (DESIGN.md "live updates"): 1,000 signed-in people each hold
// GET /api/events open on the production server; events go to random people among them at a
// steady rate, and each one's publish→arrival time is measured (p99 ≤ 1 s), none lost or misrouted.
//
// The publish: until POST /api/offers/{id}/messages exists, the bench publishes on the live
// events' Redis channel exactly as another instance of the app does (redis-relay.ts), so the
// server runs with REDIS_URL (BENCH_REDIS_URL). Once the offers module lands, `publish` below
// becomes that POST by the other party of an offer made for each person (decision 0086).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { Redis } from "ioredis";
import { startServer } from "@lineup/test-kit";
import { openDatabase } from "../../apps/api/src/db/client";
import { sessions, users } from "../../apps/api/src/db/schema";
import { hashToken, newToken } from "../../apps/api/src/identity/tokens";
import {
  DEFAULT_LIVE_PREFIX,
  encodeRelay,
  liveChannel,
} from "../../apps/api/src/modules/live-events/redis-relay";
import { openEventPage } from "../support/event-pages";
import type { Row } from "../support/row";
import { appEnvironment } from "../support/servers";
import { PORTS, SETTINGS } from "../support/settings";
import { infoRow, maxRow, percentile, round } from "../support/stats";
import type { Target } from "../support/target";

const PAGES = 1000;
const EVENTS_PER_SECOND = 100;
/** Pages opening at once: people arrive over time, not in one SYN flood. */
const OPENING = 50;
const BUDGET_MS = 1000;
/** How long after the last publish an event still counts as late rather than lost. */
const GRACE_MS = 5000;

/** 1,000 approved people with one session each, written while the server is stopped. */
async function seedPeople(storage: Target["storage"]): Promise<{ id: string; cookie: string }[]> {
  const database = await openDatabase({
    url: storage.databaseUrl,
    pgliteDir: path.join(storage.dataDir, "db"),
  });
  try {
    const run = randomUUID().slice(0, 8);
    const made = await database.db
      .insert(users)
      .values(
        Array.from({ length: PAGES }, (_, i) => ({
          email: `events-${run}-${i}@bench.lineup.test`,
          role: "business" as const,
          profileType: "Business" as const,
          businessName: `Bench ${i}`,
          status: "approved" as const,
          emailConfirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const now = Date.now();
    const people = made.map(({ id }) => ({ id, token: newToken() }));
    await database.db.insert(sessions).values(
      people.map(({ id, token }) => ({
        tokenHash: hashToken(token),
        userId: id,
        expiresAt: new Date(now + 24 * 60 * 60 * 1000),
      })),
    );
    return people.map(({ id, token }) => ({ id, cookie: `lineup_session=${token}` }));
  } finally {
    await database.close();
  }
}

async function measure(base: string, redisUrl: string, people: { id: string; cookie: string }[]) {
  const sent = new Map<string, { at: number; userId: string }>();
  const latencies: number[] = [];
  let misrouted = 0;
  let settle: () => void = () => undefined;
  const allHeard = new Promise<void>((resolve) => (settle = resolve));
  let total = Infinity;
  const closers: (() => void)[] = [];
  const opened = performance.now();
  for (let i = 0; i < people.length; i += OPENING) {
    const batch = people.slice(i, i + OPENING).map((person) =>
      openEventPage(base, person.cookie, (offerId, at) => {
        const publish = sent.get(offerId);
        if (!publish || publish.userId !== person.id) {
          misrouted++;
          return;
        }
        latencies.push(at - publish.at);
        if (latencies.length === total) settle();
      }),
    );
    closers.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - opened) / 1000;
  const redis = new Redis(redisUrl);
  const channel = liveChannel(DEFAULT_LIVE_PREFIX);
  const publish = async (userId: string) => {
    const offerId = randomUUID();
    sent.set(offerId, { at: performance.now(), userId });
    await redis.publish(channel, encodeRelay("bench", [userId], { type: "message", offerId }));
  };
  try {
    total = EVENTS_PER_SECOND * SETTINGS.seconds;
    const begun = performance.now();
    for (let i = 0; i < total; i++) {
      // A steady rate: the i-th event leaves at i / rate seconds, however long a publish took.
      const due = begun + (i * 1000) / EVENTS_PER_SECOND - performance.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      await publish(people[Math.floor(Math.random() * people.length)]!.id);
    }
    await Promise.race([allHeard, new Promise((resolve) => setTimeout(resolve, GRACE_MS))]);
  } finally {
    redis.disconnect();
    for (const close of closers) close();
  }
  return { latencies, total, misrouted, openSeconds };
}

export async function liveEvents(target: Target): Promise<Row[]> {
  const at = `(${target.name})`;
  const figure = `live events: publish → page p99, ${PAGES} open streams ${at}`;
  const redisUrl = process.env.BENCH_REDIS_URL?.trim();
  if (!redisUrl) {
    return [
      {
        figure,
        value: "not run",
        unit: "",
        pass: false,
        note: "set BENCH_REDIS_URL=redis://…: events are published on the app's Redis channel until the offers' messages route exists",
      },
    ];
  }
  let result: Awaited<ReturnType<typeof measure>> | undefined;
  await target.offline(async () => {
    const people = await seedPeople(target.storage);
    const port = PORTS.liveEvents;
    const options = { ...target.storage, port, smtpUrl: target.sink.url };
    const server = await startServer({
      port,
      dataDir: target.storage.dataDir,
      env: { ...appEnvironment(options), REDIS_URL: redisUrl },
    });
    try {
      result = await measure(server.base, redisUrl, people);
    } finally {
      await server.stop();
    }
  });
  const { latencies, total, misrouted, openSeconds } = result!;
  const lost = total - latencies.length;
  return [
    infoRow(`live events: ${PAGES} streams opened ${at}`, openSeconds, "s", `${OPENING} at once`),
    {
      ...maxRow(
        figure,
        percentile(latencies, 99),
        "ms",
        BUDGET_MS,
        `${total} events at ${EVENTS_PER_SECOND}/s to random people; median ${round(percentile(latencies, 50), 1)} ms; ${lost} lost, ${misrouted} to a wrong page; published via Redis`,
      ),
      ...(lost > 0 || misrouted > 0 ? { pass: false } : {}),
    },
  ];
}
