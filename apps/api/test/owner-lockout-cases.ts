// Issue 19 point 6, "Anyone can lock the owner out" (decision 0069): the cases both attempt stores
// must pass, in memory (owner-lockout.test.ts) and in Redis across two instances
// (owner-lockout.redis.test.ts). Time moves on the suite's clock, never by sleeping.
import { tooManyAttemptsWait } from "@lineup/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";
import { GOOD_PASSWORD, athleteBody, post, signUpAndConfirm } from "./auth-helpers";
import type { SmtpSink } from "./smtp-sink";
import type { TestClock } from "./test-app";

export interface LockoutHarness {
  /** The instances answering in turn (one, or several sharing the store and the database). */
  apps: () => FastifyInstance[];
  sink: () => SmtpSink;
  clock: TestClock;
}

const SIGN_IN = DEFAULT_RATE_LIMITS.signIn.attempts;
const EMAIL = DEFAULT_RATE_LIMITS.emailSender.attempts;
const WRONG = "Not-The-Password-1";

/** The address's delay after `n` failures (the policy, written out again). */
const delayAfter = (n: number) =>
  n < SIGN_IN.address.free
    ? 0
    : Math.min(
        SIGN_IN.address.firstDelay * 2 ** (n - SIGN_IN.address.free),
        SIGN_IN.address.maxDelay,
      );

let ips = 0;
/** An address nobody else in the run uses. */
const freshIp = () => {
  ips += 1;
  return `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`;
};

export function ownerLockoutCases(h: LockoutHarness): void {
  let turn = 0;
  /** Each call goes to the next instance. */
  const send = (url: string, payload: object, ip: string) => {
    const apps = h.apps();
    turn += 1;
    return apps[turn % apps.length]!.inject({ method: "POST", url, payload, remoteAddress: ip });
  };
  const signIn = (email: string, password: string, ip: string) =>
    send("/api/auth/local/signIn", { email, password }, ip);
  const owner = async () => (await signUpAndConfirm(h.apps()[0]!, h.sink())).email;
  const retryAfter = (answer: LightMyRequestResponse) =>
    answer.json<{ retryAfter: number }>().retryAfter;
  /** Waits out a 429 on the suite's clock. */
  const wait = (answer: LightMyRequestResponse) => h.clock.advance(retryAfter(answer) * 1000);

  /** The standard 429: header and body agree, and the message says the wait. */
  const expectWait = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode).toBe(429);
    const seconds = Number(answer.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(answer.json()).toEqual({
      message: tooManyAttemptsWait(seconds),
      code: "RATE_LIMITED",
      statusCode: 429,
      retryAfter: seconds,
    });
    return seconds;
  };

  /**
   * Wrong passwords for `email` from `ip()` until `failures` were checked, waiting out each
   * growing delay; answers every wait told.
   */
  const fail = async (email: string, failures: number, ip: () => string) => {
    const waits: number[] = [];
    for (let checked = 0; checked < failures;) {
      const answer = await signIn(email, WRONG, ip());
      if (answer.statusCode === 429) {
        waits.push(expectWait(answer));
        wait(answer);
      } else {
        expect(answer.statusCode).toBe(401);
        checked += 1;
      }
    }
    return waits;
  };

  it("never locks the owner's own sign-ins, however many in a row", async () => {
    const email = await owner();
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < SIGN_IN.pair.max + 5; i += 1) {
      answers.push((await signIn(email, GOOD_PASSWORD, ip)).statusCode);
    }
    expect(answers).toEqual(answers.map(() => 200));
  });

  it("lets failures from other IPs only delay the owner, by the growing wait, and then lets the right password in", async () => {
    const email = await owner();
    const mine = freshIp();
    // Guessing as fast as it can from a new IP each time: after the free failures, the wait.
    const burst = [];
    for (let i = 0; i < 20; i += 1) burst.push(await signIn(email, WRONG, freshIp()));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.slice(0, SIGN_IN.address.free)).toEqual(Array(SIGN_IN.address.free).fill(401));
    expect(statuses.slice(SIGN_IN.address.free)).toEqual(
      Array(20 - SIGN_IN.address.free).fill(429),
    );
    expect(expectWait(burst.at(-1)!)).toBe(SIGN_IN.address.firstDelay / 1000);

    // Patient guessing from everywhere: each wait doubles (1 s, 2 s, 4 s …).
    const waits = await fail(email, 8, freshIp);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);

    // The owner arriving now waits no longer than the address's delay …
    const delayed = await signIn(email, GOOD_PASSWORD, mine);
    expect(expectWait(delayed)).toBeLessThanOrEqual(256);
    wait(delayed);
    // … and then the right password works and clears the address's count:
    expect((await signIn(email, GOOD_PASSWORD, mine)).statusCode).toBe(200);
    expect(await fail(email, SIGN_IN.address.free, freshIp)).toEqual([]);
  });

  it("answers a pair's hard limit with 429, Retry-After and retryAfter, even for the right password, and only for that pair", async () => {
    const email = await owner();
    const guesser = freshIp();
    const waits = await fail(email, SIGN_IN.pair.max, () => guesser);
    // Past the address's delay, the pair's hard limit still holds, until its window ends.
    h.clock.advance(delayAfter(SIGN_IN.pair.max));
    const limited = await signIn(email, WRONG, guesser);
    const seconds = expectWait(limited);
    const left =
      SIGN_IN.pair.window / 1000 -
      waits.reduce((sum, w) => sum + w, 0) -
      delayAfter(SIGN_IN.pair.max) / 1000;
    expect(seconds).toBeLessThanOrEqual(left);
    expect(seconds).toBeGreaterThan(left - 10);
    expect((await signIn(email, GOOD_PASSWORD, guesser)).statusCode).toBe(429);
    // The owner elsewhere is not held by the guesser's pair.
    expect((await signIn(email, GOOD_PASSWORD, freshIp())).statusCode).toBe(200);
    // The window over, the pair may try again.
    wait(limited);
    expect((await signIn(email, GOOD_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it("clears the address's and the pair's counts on a right password", async () => {
    const email = await owner();
    const ip = freshIp();
    await fail(email, SIGN_IN.pair.max - 1, () => ip);
    h.clock.advance(delayAfter(SIGN_IN.pair.max - 1));
    expect((await signIn(email, GOOD_PASSWORD, ip)).statusCode).toBe(200);
    // Both counts start again: free failures without a wait, and a whole pair's worth again.
    expect(await fail(email, SIGN_IN.address.free, () => ip)).toEqual([]);
    expect(await fail(email, SIGN_IN.pair.max - 1 - SIGN_IN.address.free, () => ip)).toEqual([
      1, 2, 4, 8,
    ]);
    h.clock.advance(delayAfter(SIGN_IN.pair.max - 1));
    expect((await signIn(email, GOOD_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("counts the right password of an unconfirmed account as the owner's", async () => {
    const body = athleteBody();
    expect((await post(h.apps()[0]!, "/api/auth/local/signUp", body)).statusCode).toBe(201);
    const ip = freshIp();
    await fail(body.email, SIGN_IN.address.free - 1, () => ip);
    expect((await signIn(body.email, GOOD_PASSWORD, ip)).statusCode).toBe(403);
    expect(await fail(body.email, SIGN_IN.address.free, () => ip)).toEqual([]);
  });

  it("checks at most the free failures of a burst sent all at once", async () => {
    const email = await owner();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, WRONG, freshIp())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN.address.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN.address.free);
  });

  it.each(["/api/auth/reset-password-request", "/api/auth/resend-confirmation"])(
    "%s: requests from elsewhere hold the owner's own request back by the growing delay only",
    async (url) => {
      const email = await owner();
      const mine = freshIp();
      // The free requests, then 429s while the wait lasts.
      const first = [];
      for (let i = 0; i < 10; i += 1) first.push(await send(url, { email }, freshIp()));
      expect(first.map((answer) => answer.statusCode)).toEqual([
        ...Array(EMAIL.address.free).fill(200),
        ...Array(10 - EMAIL.address.free).fill(429),
      ]);
      // Patient requests from elsewhere, each after the last wait: 30 s, 1 min, 2 min, 4 min.
      const waits = [expectWait(first.at(-1)!)];
      for (let i = 0; i < 4; i += 1) {
        h.clock.advance(waits.at(-1)! * 1000);
        expect((await send(url, { email }, freshIp())).statusCode).toBe(200);
        const held = await send(url, { email }, freshIp());
        waits.push(expectWait(held));
      }
      expect(waits).toEqual([30, 60, 120, 240, 480]);

      const mineHeld = await send(url, { email }, mine);
      expect(mineHeld.json()).toMatchObject({
        message: "Too many attempts. Try again in 8 minutes.",
      });
      wait(mineHeld);
      expect((await send(url, { email }, mine)).statusCode).toBe(200);
    },
  );

  it("holds one (address, IP) pair to its hard limit of e-mail requests", async () => {
    const email = await owner();
    const ip = freshIp();
    let sent = 0;
    while (sent < EMAIL.pair.max) {
      const answer = await send("/api/auth/reset-password-request", { email }, ip);
      if (answer.statusCode === 429)
        wait(answer); // the address's delay
      else sent += 1;
    }
    h.clock.advance(EMAIL.address.maxDelay);
    const limited = await send("/api/auth/reset-password-request", { email }, ip);
    // Beyond any delay of the address: the pair's hour.
    expect(expectWait(limited) * 1000).toBeGreaterThan(EMAIL.address.maxDelay);
    // Another IP asking for the address is held only by the address's delay, long over.
    expect((await send("/api/auth/reset-password-request", { email }, freshIp())).statusCode).toBe(
      200,
    );
  });
}
