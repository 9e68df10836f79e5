import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "@api-test/test-app";

// Runs only when TEST_REDIS_URL is set (vitest.config.ts); .ci/run sets it to the machine's Redis.
const REDIS_URL = process.env.TEST_REDIS_URL!;

describe("talent search's limits shared by several instances through Redis", () => {
  const prefix = `lineup-test:${randomBytes(6).toString("hex")}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // One search per account, so five per IP (search-limits.ts).
    const options = {
      env: { REDIS_URL, SEARCH_RATE_LIMIT: "1" },
      deps: { redisKeyPrefix: prefix },
    };
    [first, second] = await Promise.all([
      createTestApp("pglite", options),
      createTestApp("pglite", options),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("counts an address's searches on both instances together", async () => {
    const search = (t: TestApp) =>
      t.app
        .inject({ method: "GET", url: "/api/athletes", remoteAddress: "192.0.2.44" })
        .then((response) => response.statusCode);
    const answers = [];
    for (const t of [first, second, first, second, first, second]) answers.push(await search(t));
    // Neither instance alone has seen more than three; together they used all five.
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
