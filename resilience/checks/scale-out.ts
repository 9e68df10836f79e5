// Two server instances on two ports behind a round-robin proxy, sharing one PostgreSQL database,
// Redis (REDIS_URL), the uploads folder and one SMTP server: sessions cross instances, rate limits
// (and sign-in attempts, decision 0069) count across both, both outbox workers deliver, and every
// e-mail arrives exactly once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshEmail as uniqueAddress, MailInbox, TEST_PASSWORD } from "@lineup/test-kit";
import {
  loadLookups,
  walkAthleteJourney,
  makeJourneyMedia,
  type Acknowledged,
} from "../support/athlete-journey";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { describeFailures, runCrowd } from "../support/crowd";
import { CallStats, HttpClient } from "../support/http-client";
import { waitForOutbox } from "../support/outbox";
import { createDatabase } from "../support/postgres-database";
import { startProxy } from "../support/proxy";
import { startServer } from "../support/server";
import { serverEnv } from "../support/stack";
import { sample, verifyWrites, withPostgres } from "../support/verify-writes";

const PORTS = [4062, 4063];
const PROXY_PORT = 4064;
/** Wrong passwords an address takes before its first delay (DEFAULT_RATE_LIMITS.signIn). */
const SIGN_IN_FREE_FAILURES = 5;
/** Wrong passwords one (address, IP) pair takes before its hard limit. */
const SIGN_IN_PAIR_LIMIT = 10;

export const check: ResilienceCheck = {
  name: "scale-out",
  async run(ctx) {
    const database = await createDatabase(ctx.postgresAdminUrl, "scale");
    const inbox = new MailInbox(4065);
    await inbox.start();
    // One shared volume for uploads, as instances behind a balancer need.
    const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-scale-"));
    const appUrl = `http://127.0.0.1:${PROXY_PORT}`;
    const env = (i: number) => ({
      ...serverEnv(database.url, inbox.url),
      REDIS_URL: ctx.redisUrl,
      APP_URL: appUrl,
      MAIL_FROM: `Lineup <instance-${i}@lineup.local>`,
    });
    // Started together: they prepare the database at the same moment.
    const servers = await Promise.all(
      PORTS.map((port, i) => startServer({ port, dataDir, env: env(i), logLevel: "warn" })),
    );
    const proxy = await startProxy(
      PROXY_PORT,
      servers.map((s) => s.base),
    );
    const stats = new CallStats();
    try {
      const lookups = await loadLookups(proxy.base);
      // Sessions: confirmed on one instance, used on the other.
      const ack: Acknowledged = { email: uniqueAddress("scale"), serviceIds: [], mediaIds: [] };
      const media = await makeJourneyMedia();
      const journey = { appUrl, inbox, stats, lookups, media, forwardedFor: "10.40.0.1" };
      await walkAthleteJourney({ ...journey, base: proxy.base }, ack);
      const http = new HttpClient(servers[0]!.base, appUrl, "10.40.0.2", stats);
      const signIn = await http.call("POST", "/api/auth/local/signIn", "sign-in", {
        email: ack.email,
        password: TEST_PASSWORD,
      });
      http.useBase(servers[1]!.base);
      const mine = await http.call<{ data?: { profile?: { id: string } } }>(
        "GET",
        "/api/profile/my",
        "my profile",
      );
      const sessionCrosses =
        signIn.status === 200 &&
        mine.status === 200 &&
        mine.body.data?.profile?.id === ack.profileId;

      // Attempts: wrong passwords for one address from one client, alternating instances, as
      // fast as they come. Counted together, the address's delay answers the attempt after its
      // free failures; each instance alone would let its own five through, the first 429 at 11.
      const target = uniqueAddress("scale-limit");
      let limitedAt = 0;
      for (let attempt = 1; attempt <= SIGN_IN_PAIR_LIMIT + 1 && !limitedAt; attempt++) {
        const client = new HttpClient(servers[attempt % 2]!.base, appUrl, "10.41.0.1", stats);
        const answer = await client.call("POST", "/api/auth/local/signIn", "sign-in wrong", {
          email: target,
          password: "Not-The-Password-1",
        });
        if (answer.status === 429) limitedAt = attempt;
      }

      ctx.log(`scale-out: ${Math.min(ctx.profile.loadPeople, 30)} people through the proxy`);
      const crowd = await runCrowd({
        bases: [proxy.base],
        appUrl,
        inbox,
        lookups,
        people: Math.min(ctx.profile.loadPeople, 30),
        seconds: Math.max(10, Math.round(ctx.profile.loadSeconds / 2)),
        label: "scale",
      });
      const outbox = await waitForOutbox(database.url, 60_000);
      const verified = await withPostgres(database.url, (query) =>
        verifyWrites(query, dataDir, [ack, ...crowd.acks]),
      );
      const duplicates = inbox.duplicates();
      const bySender = PORTS.map(
        (_, i) => inbox.received.filter((m) => m.from === `instance-${i}@lineup.local`).length,
      );
      const rows: CheckRow[] = [
        {
          check: "scale-out: session crosses instances",
          figure: sessionCrosses ? "yes" : "no",
          pass: sessionCrosses,
          note: `sign-in on :${PORTS[0]} ${signIn.status}, profile on :${PORTS[1]} ${mine.status}`,
        },
        {
          check: "scale-out: rate limit across both",
          figure: limitedAt ? `429 at attempt ${limitedAt}` : "never limited",
          pass: limitedAt > SIGN_IN_FREE_FAILURES && limitedAt <= SIGN_IN_PAIR_LIMIT,
          note: `${SIGN_IN_FREE_FAILURES} free failures per address, then a delay; attempts from one client alternating instances (apart: 429 at ${SIGN_IN_PAIR_LIMIT + 1})`,
        },
        {
          check: "scale-out: journeys through the proxy",
          figure: `${crowd.completed}/${crowd.journeys} complete`,
          pass:
            crowd.completed === crowd.journeys &&
            crowd.stats.serverErrors === 0 &&
            crowd.completed > 0,
          note: `requests per instance ${proxy.counts.join("/")}; ${describeFailures(crowd.failures)}${crowd.stats.problems.slice(0, 2).join("; ")}`,
        },
        {
          check: "scale-out: acknowledged writes present",
          figure: `${verified.checked - verified.missing.length}/${verified.checked}`,
          pass:
            verified.missing.length === 0 &&
            verified.orphanFiles.length === 0 &&
            verified.rowsWithoutFile.length === 0,
          note: sample([...verified.missing, ...verified.orphanFiles, ...verified.rowsWithoutFile]),
        },
        {
          check: "scale-out: e-mails exactly once",
          figure: `${inbox.received.length} delivered, ${duplicates.length} twice`,
          pass:
            duplicates.length === 0 &&
            outbox.unsent === 0 &&
            inbox.received.length === outbox.total &&
            bySender.every((n) => n > 0),
          note: `sent by instance ${bySender.join("/")}; outbox ${outbox.total}, unsent ${outbox.unsent}${duplicates.length ? `; ${sample(duplicates)}` : ""}`,
        },
      ];
      return rows;
    } finally {
      await proxy.close();
      await Promise.all(servers.map((s) => s.stop()));
      await inbox.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
