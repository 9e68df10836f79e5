import { randomBytes, randomUUID } from "node:crypto";
import type { LiveEvent } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { APP_URL } from "@api-test/auth-helpers";
import { listening, openEvents, type EventStreamReader } from "@api-test/event-stream-reader";
import { callerOf, type Caller } from "@api-test/search-callers";
import { createTestApp, type TestApp } from "@api-test/test-app";

// Runs only when TEST_REDIS_URL is set (vitest.config.ts); .ci/run sets it to the machine's Redis.
const REDIS_URL = process.env.TEST_REDIS_URL!;

/** What the server does after a page goes (or a vouch in Redis) is waited for, up to this. */
const WAIT = { timeout: 5000 };

const offer = (): LiveEvent => ({ type: "offer", offerId: randomUUID() });

describe("live events shared by two instances through Redis", () => {
  // Both instances share one database (one product) and one prefix (one channel).
  const prefix = `lineup-test:${randomBytes(6).toString("hex")}:`;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let athlete: Caller;
  let business: Caller;
  const open: EventStreamReader[] = [];
  beforeAll(async () => {
    const options = { mail: true, env: { APP_URL, REDIS_URL }, deps: { redisKeyPrefix: prefix } };
    [a, b] = await Promise.all([
      createTestApp("pglite", options),
      createTestApp("pglite", options),
    ]);
    // Each instance has its own PGlite: the accounts are made on B, whose pages they open.
    athlete = await callerOf(b.app, b.sink, b.database.db, "athlete", "approved");
    business = await callerOf(b.app, b.sink, b.database.db, "business", "approved");
    baseB = await listening(b.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.cancel().catch(() => undefined)));
    await Promise.all([a?.close(), b?.close()]);
  });

  it("brings an event published on A to the person's page on B, and to nobody else's", async () => {
    const { reader: athletePage } = await openEvents(baseB, athlete.cookie);
    const { reader: businessPage } = await openEvents(baseB, business.cookie);
    open.push(athletePage!, businessPage!);
    const forAthlete = offer();
    const forBusiness = offer();
    a.app.liveEvents.publish([athlete.userId], forAthlete);
    a.app.liveEvents.publish([business.userId], forBusiness);
    expect(JSON.parse((await athletePage!.nextEvent())!.data!)).toEqual(forAthlete);
    // One channel keeps A's order: had the athlete's event reached the business, it came first.
    expect(JSON.parse((await businessPage!.nextEvent())!.data!)).toEqual(forBusiness);
  });

  it("tells A that the person listens on B, and that they stopped", async () => {
    const person = await callerOf(b.app, b.sink, b.database.db, "individual", "approved");
    expect(await a.app.liveEvents.isListening(person.userId)).toBe(false);
    const { reader } = await openEvents(baseB, person.cookie);
    await vi.waitFor(
      async () => expect(await a.app.liveEvents.isListening(person.userId)).toBe(true),
      WAIT,
    );
    await reader!.cancel();
    await vi.waitFor(
      async () => expect(await a.app.liveEvents.isListening(person.userId)).toBe(false),
      WAIT,
    );
  });
});

describe("live events while Redis does not answer", () => {
  let t: TestApp;
  let base: string;
  let person: Caller;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      mail: true,
      env: { APP_URL, REDIS_URL: "redis://127.0.0.1:1" },
    });
    person = await callerOf(t.app, t.sink, t.database.db, "athlete", "approved");
    base = await listening(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("still serves this instance's pages, and a publish never throws", async () => {
    const { reader } = await openEvents(base, person.cookie);
    expect(await t.app.liveEvents.isListening(person.userId)).toBe(true);
    const event = offer();
    expect(() => t.app.liveEvents.publish([person.userId], event)).not.toThrow();
    expect(JSON.parse((await reader!.nextEvent())!.data!)).toEqual(event);
    await reader!.cancel();
    await vi.waitFor(
      async () => expect(await t.app.liveEvents.isListening(person.userId)).toBe(false),
      WAIT,
    );
  });
});
