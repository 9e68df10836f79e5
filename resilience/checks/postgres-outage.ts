// PostgreSQL stopped for a while and started again (a private cluster, not the shared server):
// meanwhile the server answers database-backed calls with a clear 503 in the JSON error shape,
// keeps running, and recovers by itself once the database is back.
import { freshEmail as uniqueAddress, TEST_PASSWORD } from "@lineup/test-kit";
import { runJourney, makeJourneyMedia, type Acknowledged } from "../support/athlete-journey";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { CallStats, HttpClient, NoAnswer } from "../support/http-client";
import { createCluster } from "../support/postgres-cluster";
import { startStack } from "../support/stack";

const PG_PORT = 55433;

interface Probe {
  label: string;
  method: string;
  path: string;
  body?: unknown;
}

const isErrorShape = (body: unknown, status: number) =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as { message?: unknown }).message === "string" &&
  typeof (body as { code?: unknown }).code === "string" &&
  (body as { statusCode?: unknown }).statusCode === status;

export const check: ResilienceCheck = {
  name: "postgres-outage",
  async run(ctx) {
    const cluster = createCluster(PG_PORT);
    const stats = new CallStats();
    try {
      const stack = await startStack(ctx, {
        label: "pgout",
        port: 4056,
        smtpPort: 4057,
        databaseUrl: cluster.url,
      });
      try {
        const media = await makeJourneyMedia();
        const journey = (ack: Acknowledged, ip: string) =>
          runJourney(
            {
              base: stack.server.base,
              appUrl: stack.server.base,
              forwardedFor: ip,
              inbox: stack.inbox,
              stats,
              lookups: stack.lookups,
              media,
            },
            ack,
          );
        const before: Acknowledged = {
          email: uniqueAddress("pgout"),
          serviceIds: [],
          mediaIds: [],
        };
        const beforeOutcome = await journey(before, "10.20.0.1");

        // One signed-in person keeps using the app while the database is away.
        const http = new HttpClient(stack.server.base, stack.server.base, "10.20.0.2", stats);
        // Fresh addresses each time, so rate limits never answer before the database is asked.
        const probes = (): Probe[] => [
          { label: "ready", method: "GET", path: "/api/ready" },
          {
            label: "sign-up",
            method: "POST",
            path: "/api/auth/local/signUp",
            body: {
              email: uniqueAddress("pgout"),
              password: TEST_PASSWORD,
              phoneNumber: "(201) 555-0123",
              personalInfo: { firstName: "Pat", lastName: "Down" },
              profileType: "Athlete",
            },
          },
          {
            label: "sign-in",
            method: "POST",
            path: "/api/auth/local/signIn",
            body: { email: uniqueAddress("pgout"), password: TEST_PASSWORD },
          },
          { label: "my profile", method: "GET", path: "/api/profile/my" },
        ];
        const signedIn = await http.call("POST", "/api/auth/local/signIn", "sign-in before", {
          email: before.email,
          password: TEST_PASSWORD,
        });
        const outageMs = ctx.profile.postgresOutageSeconds * 1000;
        cluster.stop();
        const down = Date.now();
        ctx.log(`postgres-outage: PostgreSQL down for ${outageMs / 1000} s`);
        const answers = new Map<string, number>();
        const wrong: string[] = [];
        let slowest = 0;
        let round = 0;
        while (Date.now() - down < outageMs) {
          http.useAddress(`10.21.${++round >> 8}.${round & 255}`);
          for (const probe of probes()) {
            const started = Date.now();
            try {
              const answer = await http.call(
                probe.method,
                probe.path,
                `outage ${probe.label}`,
                probe.body,
              );
              const key = `${probe.label} ${answer.status}`;
              answers.set(key, (answers.get(key) ?? 0) + 1);
              if (answer.status !== 503 || !isErrorShape(answer.body, 503)) {
                wrong.push(`${key}: ${JSON.stringify(answer.body).slice(0, 120)}`);
              }
            } catch (error) {
              if (!(error instanceof NoAnswer)) throw error;
              wrong.push(error.message);
            }
            slowest = Math.max(slowest, Date.now() - started);
          }
          const health = await http.call("GET", "/api/health", "outage health");
          if (health.status !== 200) wrong.push(`health ${health.status}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const aliveDuringOutage =
          stack.server.child.exitCode === null && stack.server.child.signalCode === null;

        cluster.start();
        const back = Date.now();
        let recoveredMs = -1;
        while (Date.now() - back < 60_000) {
          const ready = await http.call("GET", "/api/ready", "ready after");
          if (ready.status === 200) {
            recoveredMs = Date.now() - back;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const after: Acknowledged = { email: uniqueAddress("pgout"), serviceIds: [], mediaIds: [] };
        const afterOutcome = await journey(after, "10.20.0.3");
        const summary = [...answers].map(([key, count]) => `${count}× ${key}`).join(", ");
        const rows: CheckRow[] = [
          {
            check: "postgres-outage: answers while down",
            figure: `${wrong.length} not 503`,
            pass: wrong.length === 0 && answers.size > 0,
            note: wrong.length ? wrong.slice(0, 2).join("; ") : `${summary}; slowest ${slowest} ms`,
          },
          {
            check: "postgres-outage: process alive",
            figure: aliveDuringOutage ? "alive" : "crashed",
            pass: aliveDuringOutage && beforeOutcome === "ok" && signedIn.status === 200,
            note:
              beforeOutcome === "ok"
                ? "/api/health answered 200 throughout"
                : `before: ${beforeOutcome}`,
          },
          {
            check: "postgres-outage: recovery",
            figure:
              recoveredMs >= 0
                ? `ready ${(recoveredMs / 1000).toFixed(1)} s after`
                : "not recovered",
            pass: recoveredMs >= 0 && afterOutcome === "ok",
            note:
              afterOutcome === "ok"
                ? "a whole journey afterwards"
                : `journey after: ${afterOutcome}`,
          },
        ];
        return rows;
      } finally {
        await stack.close();
      }
    } finally {
      cluster.remove();
    }
  },
};
