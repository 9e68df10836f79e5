// Issue 19 point 6 with the counters in Redis, attempts alternating between two instances that
// share Redis and one database. Runs only when TEST_REDIS_URL is set (vitest.config.ts).
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@api/app";
import { loadConfig } from "@api/config";
import { APP_URL, uniqueEmail } from "@api-test/auth-helpers";
import { ownerLockoutCases } from "@api-test/owner-lockout-cases";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";

const REDIS_URL = process.env.TEST_REDIS_URL!;

describe("nobody locks the owner out, counted in Redis by two instances", () => {
  const clock = new TestClock();
  const redisKeyPrefix = `lineup-test:${randomBytes(6).toString("hex")}:`;
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    const deps = { clock: clock.now, redisKeyPrefix };
    t = await createTestApp("pglite", { mail: true, env: { APP_URL, REDIS_URL }, deps });
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: t.dataDir,
      LOG_LEVEL: "silent",
      APP_URL,
      REDIS_URL,
      SMTP_URL: t.sink.url,
    });
    second = await buildApp(config, {
      ...deps,
      database: t.database,
      webDistDir: path.join(t.dataDir, "no-web-build"),
      startOutbox: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  ownerLockoutCases({ apps: () => [t.app, second], sink: () => t.sink, clock });
});

describe("attempts while Redis does not answer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { APP_URL, REDIS_URL: "redis://127.0.0.1:1" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps counting in the process instead of failing or letting every guess through", async () => {
    const email = uniqueEmail("offline");
    const answers = [];
    for (let i = 1; i <= 8; i += 1) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/auth/local/signIn",
        payload: { email, password: "Not-The-Password-1" },
        remoteAddress: `192.0.2.${i}`,
      });
      answers.push(answer.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
