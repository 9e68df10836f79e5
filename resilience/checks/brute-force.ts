// Security: brute force. Wrong passwords for one account, from one IP and from a new IP every
// time (X-Forwarded-For behind TRUST_PROXY=loopback): a 429 with Retry-After must come before
// 100 failures either way, and a guess after it must not be checked (the right password is
// refused too while the limit lasts).
import { TEST_PASSWORD as PASSWORD } from "@lineup/test-kit";
import { confirmedAccount } from "../support/accounts";
import { ApiClient, randomIp } from "../support/api-client";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { startMailedServer } from "../support/server";

const PORT = 4007;
const BUDGET = 100;

export const check: ResilienceCheck = {
  name: "brute-force",
  async run() {
    const { sink, server, stop } = await startMailedServer({ port: PORT });
    const rows: CheckRow[] = [];
    try {
      for (const from of ["one IP", "many IPs"] as const) {
        const fixed = randomIp();
        const attacker = new ApiClient(server.base, from === "one IP" ? () => fixed : randomIp);
        const { email } = await confirmedAccount(
          new ApiClient(server.base, randomIp),
          sink,
          "athlete",
        );
        let failures = 0;
        let limited: { retryAfter: string | null; shape: boolean } | undefined;
        while (failures < BUDGET && !limited) {
          const guess = await attacker.post("/api/auth/local/signIn", {
            email,
            password: `Wrong-Guess-${failures}-x`,
          });
          if (guess.status === 429) {
            const body = guess.json as { code?: string; statusCode?: number } | undefined;
            limited = {
              retryAfter: guess.headers.get("retry-after"),
              shape: body?.code === "RATE_LIMITED" && body.statusCode === 429,
            };
          } else if (guess.status === 401) failures++;
          else throw new Error(`a wrong password answered ${guess.status}`);
        }
        const right = limited
          ? (await attacker.post("/api/auth/local/signIn", { email, password: PASSWORD })).status
          : undefined;
        rows.push({
          check: `brute force: one account from ${from}`,
          figure: limited ? `429 after ${failures} failures` : `no 429 in ${BUDGET}`,
          pass: !!limited && !!limited.retryAfter && limited.shape && right === 429,
          note: limited
            ? `Retry-After ${limited.retryAfter}; right password while limited → ${right}`
            : undefined,
        });
      }
      return rows;
    } finally {
      await stop();
    }
  },
};
