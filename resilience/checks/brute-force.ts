// Security: brute force, and nobody locks the owner out (decision 0069). Wrong passwords for one
// account (X-Forwarded-For behind TRUST_PROXY=loopback):
// - from one IP, waiting out every delay: the (address, IP) pair's hard limit answers 429 with a
//   long Retry-After by the 11th attempt, and the right password from that pair is refused too;
// - from a new IP every time: after the free failures the address answers 429 at once, and each
//   patient guess doubles the wait, so guesses from everywhere slow to a trickle;
// - the owner, from their own IP, after that attack: held no longer than the delay, then let in,
//   which clears the counts; and ten sign-ins in a row never lock.
// The delays are real here (1 s, 2 s, 4 s …): the check waits about a minute in all.
import { setTimeout as sleep } from "node:timers/promises";
import { TEST_PASSWORD as PASSWORD } from "@lineup/test-kit";
import { confirmedAccount } from "../support/accounts";
import { ApiClient, randomIp, type ApiResponse } from "../support/api-client";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { startMailedServer } from "../support/server";

const PORT = 4007;
const PAIR_LIMIT = 10;
const FREE_FAILURES = 5;
/** Longer than any address delay met here: a 429 this long is the pair's hard limit. */
const HARD_WAIT = 60;

interface Limited {
  retryAfter: number;
  /** the standard error shape, with the body's retryAfter equal to the header */
  shape: boolean;
}

function limitOf(answer: ApiResponse): Limited {
  const body = answer.json as { code?: string; statusCode?: number; retryAfter?: number };
  const retryAfter = Number(answer.headers.get("retry-after"));
  return {
    retryAfter,
    shape:
      body?.code === "RATE_LIMITED" &&
      body.statusCode === 429 &&
      body.retryAfter === retryAfter &&
      retryAfter > 0,
  };
}

export const check: ResilienceCheck = {
  name: "brute-force",
  async run() {
    const { sink, server, stop } = await startMailedServer({ port: PORT });
    const rows: CheckRow[] = [];
    const account = () => confirmedAccount(new ApiClient(server.base, randomIp), sink, "athlete");
    let guessNo = 0;
    const guess = (client: ApiClient, email: string) =>
      client.post("/api/auth/local/signIn", { email, password: `Wrong-Guess-${guessNo++}-x` });
    try {
      // One IP, patient: every short wait is waited out, until the pair's hard limit.
      {
        const { email } = await account();
        const ip = randomIp();
        const attacker = new ApiClient(server.base, () => ip);
        let failures = 0;
        let hard: Limited | undefined;
        while (!hard && failures <= PAIR_LIMIT + 5) {
          const answer = await guess(attacker, email);
          if (answer.status === 401) failures++;
          else if (answer.status === 429) {
            const limited = limitOf(answer);
            if (limited.retryAfter > HARD_WAIT || !limited.shape) hard = limited;
            else await sleep(limited.retryAfter * 1000);
          } else throw new Error(`a wrong password answered ${answer.status}`);
        }
        const attempts = failures + 1;
        const right = hard
          ? (await attacker.post("/api/auth/local/signIn", { email, password: PASSWORD })).status
          : undefined;
        rows.push({
          check: "brute force: one account from one IP",
          figure: hard ? `hard 429 at attempt ${attempts}` : `no hard 429 in ${failures}`,
          pass: !!hard && hard.shape && attempts <= PAIR_LIMIT + 1 && right === 429,
          note: hard
            ? `Retry-After ${hard.retryAfter} s; right password from that IP → ${right}`
            : undefined,
        });
      }

      // Many IPs: the address's growing delay; then its owner from their own IP.
      const { email } = await account();
      const fromAnywhere = new ApiClient(server.base, randomIp);
      let failures = 0;
      let first: Limited | undefined;
      while (!first && failures <= PAIR_LIMIT * 2) {
        const answer = await guess(fromAnywhere, email);
        if (answer.status === 429) first = limitOf(answer);
        else if (answer.status === 401) failures++;
        else throw new Error(`a wrong password answered ${answer.status}`);
      }
      // Patient guessing from everywhere: each guess after the wait doubles the next.
      const waits = first ? [first.retryAfter] : [];
      for (let round = 0; first && round < 3; round++) {
        await sleep(waits.at(-1)! * 1000);
        const checked = await guess(fromAnywhere, email);
        const held = await guess(fromAnywhere, email);
        if (checked.status !== 401 || held.status !== 429) break;
        waits.push(limitOf(held).retryAfter);
      }
      // Rounded up to whole seconds, a wait told a moment late may read one second less.
      const doubling =
        waits.length === 4 &&
        waits.every((w, i) => i === 0 || (w <= 2 * waits[i - 1]! && w >= 2 * waits[i - 1]! - 1));
      const rightDuringWait = first
        ? (await fromAnywhere.post("/api/auth/local/signIn", { email, password: PASSWORD })).status
        : undefined;
      rows.push({
        check: "brute force: one account from many IPs",
        figure: first ? `429 after ${failures} failures` : `no 429 in ${failures}`,
        pass:
          !!first &&
          first.shape &&
          failures <= FREE_FAILURES &&
          rightDuringWait === 429 &&
          doubling,
        note: `waits ${waits.join(", ")} s; right password during the wait → ${rightDuringWait}`,
      });

      // The owner, from their own IP, right after that attack.
      const ownIp = randomIp();
      const ownerClient = new ApiClient(server.base, () => ownIp);
      const signIn = () =>
        ownerClient.post("/api/auth/local/signIn", { email, password: PASSWORD });
      const started = performance.now();
      let answer = await signIn();
      const heldFor = answer.status === 429 ? limitOf(answer).retryAfter : 0;
      if (answer.status === 429) {
        await sleep(heldFor * 1000);
        answer = await signIn();
      }
      const waited = Math.round((performance.now() - started) / 1000);
      // A right password cleared the address's count: guesses start over at the free failures.
      const cleared = (await guess(fromAnywhere, email)).status === 401;
      const again: number[] = [];
      for (let i = 0; i < PAIR_LIMIT + 2; i++) again.push((await signIn()).status);
      const neverLocked = again.every((status) => status === 200);
      rows.push({
        check: "brute force: owner not locked out",
        figure: answer.status === 200 ? `in after ${waited} s` : `refused (${answer.status})`,
        pass: answer.status === 200 && heldFor <= (waits.at(-1) ?? 0) && cleared && neverLocked,
        note: `held ${heldFor} s by the address's delay (last wait ${waits.at(-1)} s); counts cleared: ${cleared}; ${again.length} sign-ins in a row: ${neverLocked ? "all 200" : again.join(" ")}`,
      });
      return rows;
    } finally {
      await stop();
    }
  },
};
