import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, uniqueEmail } from "@api-test/auth-helpers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits";

// Runs only when TEST_REDIS_URL is set (vitest.config.ts); .ci/run sets it to the machine's Redis.
const REDIS_URL = process.env.TEST_REDIS_URL!;
// The per-IP sign-in limit, counted by @fastify/rate-limit in the shared store (the per-address
// attempts have their own store: owner-lockout.redis.test.ts).
const LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signIn: { ...DEFAULT_RATE_LIMITS.signIn, ip: { max: 3, window: 60_000 } },
};

const signIn = (t: TestApp, email: string, forwardedFor?: string) =>
  t.app
    .inject({
      method: "POST",
      url: "/api/auth/local/signIn",
      payload: { email, password: "Wrong-Pass-1" },
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    })
    .then((response) => response.statusCode);

describe("rate limits shared by several instances through Redis", () => {
  const prefix = `lineup-test:${randomBytes(6).toString("hex")}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const options = {
      env: { APP_URL, REDIS_URL },
      deps: { rateLimits: LIMITS, redisKeyPrefix: prefix },
    };
    [first, second] = await Promise.all([
      createTestApp("pglite", options),
      createTestApp("pglite", options),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("counts an IP's attempts on both instances together", async () => {
    const answers = [await signIn(first, uniqueEmail("shared"))];
    // A just-built instance counts in Redis from its first request, not in its own memory.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`).finally(() => redis.disconnect());
    expect(keys.length).toBeGreaterThan(0);
    answers.push(
      await signIn(second, uniqueEmail("shared")),
      await signIn(first, uniqueEmail("shared")),
      await signIn(second, uniqueEmail("shared")),
    );
    // Each instance alone has seen only two attempts; together they used all three.
    expect(answers).toEqual([401, 401, 401, 429]);
  });
});

describe("rate limits while Redis does not answer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      env: { APP_URL, REDIS_URL: "redis://127.0.0.1:1" },
      deps: { rateLimits: LIMITS },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps counting in the process instead of failing or letting everything through", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await signIn(t, uniqueEmail("offline")));
    expect(answers).toEqual([401, 401, 401, 429]);
  });
});

describe("client addresses behind a proxy (TRUST_PROXY)", () => {
  let trusting: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [trusting, direct] = await Promise.all([
      createTestApp("pglite", {
        env: { APP_URL, TRUST_PROXY: "loopback" },
        deps: { rateLimits: LIMITS },
      }),
      createTestApp("pglite", { env: { APP_URL }, deps: { rateLimits: LIMITS } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusting?.close(), direct?.close()]);
  });

  it("counts each forwarded client apart when the proxy is trusted", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await signIn(trusting, uniqueEmail("p"), `203.0.113.${i}`));
    expect(answers).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it("ignores X-Forwarded-For from a client that is not a trusted proxy", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await signIn(direct, uniqueEmail("d"), `203.0.113.${i}`));
    expect(answers).toEqual([401, 401, 401, 429]);
  });
});
