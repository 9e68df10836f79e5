// Security: account enumeration. Password reset and resend-confirmation must answer a known and
// an unknown address alike: the same status and body, and a time within noise. Each known
// address is asked once (the per-address limit would otherwise answer 429 to both); known and
// unknown requests alternate so drift of the machine hits both sides alike.
import { freshEmail, mad, median, signUpBody } from "@lineup/test-kit";
import { confirmedAccount } from "../support/accounts";
import { ApiClient, randomIp, type ApiResponse } from "../support/api-client";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { startMailedServer } from "../support/server";
import { mannWhitneyP } from "../support/timing-stats";

const PORT = 4006;
const SAMPLES = { ci: 20, full: 40 };

interface Case {
  name: string;
  path: string;
  /** makes a known address in the state the route acts on */
  known: (client: ApiClient) => Promise<string>;
}

export const check: ResilienceCheck = {
  name: "enumeration",
  async run(ctx) {
    const { sink, server, stop } = await startMailedServer({ port: PORT });
    const rows: CheckRow[] = [];
    try {
      const cases: Case[] = [
        {
          name: "reset",
          path: "/api/auth/reset-password-request",
          known: async (client) => (await confirmedAccount(client, sink, "athlete")).email,
        },
        {
          name: "resend",
          path: "/api/auth/resend-confirmation",
          known: async (client) => {
            const email = freshEmail("unconfirmed");
            const answer = await client.post(
              "/api/auth/local/signUp",
              signUpBody("athlete", email),
            );
            if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}`);
            return email;
          },
        },
      ];
      const n = SAMPLES[ctx.profile.name];
      for (const c of cases) {
        const client = new ApiClient(server.base, randomIp);
        const knownAddresses: string[] = [];
        for (let i = 0; i < n; i++) knownAddresses.push(await c.known(client));
        const known: ApiResponse[] = [];
        const unknown: ApiResponse[] = [];
        // Warm up the route (first calls compile code paths) on throw-away addresses.
        for (let i = 0; i < 3; i++) await client.post(c.path, { email: freshEmail("warm") });
        for (let i = 0; i < n; i++) {
          const pair = [
            () => client.post(c.path, { email: knownAddresses[i] }).then((r) => known.push(r)),
            () => client.post(c.path, { email: freshEmail("nobody") }).then((r) => unknown.push(r)),
          ];
          if (i % 2) pair.reverse();
          for (const send of pair) await send();
        }
        const shapes = new Set([...known, ...unknown].map((r) => `${r.status} ${r.text}`));
        rows.push({
          check: `enumeration: ${c.name} answer`,
          figure: `${shapes.size} distinct`,
          pass: shapes.size === 1,
          note: [...shapes].join(" ≠ ").slice(0, 200),
        });
        const k = known.map((r) => r.ms);
        const u = unknown.map((r) => r.ms);
        const diff = median(k) - median(u);
        const noise = Math.max(2, 3 * Math.max(mad(k), mad(u)));
        const p = mannWhitneyP(k, u);
        rows.push({
          check: `enumeration: ${c.name} timing`,
          figure: `known ${median(k).toFixed(1)} ms, unknown ${median(u).toFixed(1)} ms`,
          pass: Math.abs(diff) < noise,
          note: `|diff| ${Math.abs(diff).toFixed(1)} ms vs noise ${noise.toFixed(1)} ms (max(2 ms, 3×MAD)); Mann–Whitney p=${p.toFixed(3)}, n=${n}+${n}`,
        });
      }
      return rows;
    } finally {
      await stop();
    }
  },
};
