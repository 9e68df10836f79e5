import { randomUUID } from "node:crypto";
import { ERROR_CODES, MESSAGES, type LiveEvent } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { APP_URL } from "@api-test/auth-helpers";
import { listening, openEvents, type EventStreamReader } from "@api-test/event-stream-reader";
import { callerOf, type Caller } from "@api-test/search-callers";
import { createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { MAX_STREAMS_PER_USER } from "./open-streams";

/** What the server does after a page goes (or a vouch in Redis) is waited for, up to this. */
const WAIT = { timeout: 5000 };

const offer = (type: LiveEvent["type"] = "offer"): LiveEvent => ({ type, offerId: randomUUID() });

describe.each(DATABASE_KINDS)("GET /api/events on %s", (kind) => {
  let t: TestApp;
  let base: string;
  let athlete: Caller;
  let business: Caller;
  const open: EventStreamReader[] = [];
  const events = async (caller: Caller) => {
    const { reader } = await openEvents(base, caller.cookie);
    open.push(reader!);
    return reader!;
  };
  beforeAll(async () => {
    // A 50 ms heartbeat, so a test sees one arrive without waiting 25 s.
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL },
      deps: { eventsHeartbeatMs: 50 },
    });
    athlete = await callerOf(t.app, t.sink, t.database.db, "athlete", "approved");
    business = await callerOf(t.app, t.sink, t.database.db, "business", "approved");
    base = await listening(t.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.cancel().catch(() => undefined)));
    await t?.close();
  });

  it("answers an anonymous caller 401 in the error shape, and opens no stream", async () => {
    const { response, json } = await openEvents(base);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(json).toMatchObject({ code: ERROR_CODES.unauthorized, statusCode: 401 });
    const stale = await openEvents(base, "lineup_session=not-a-session");
    expect(stale.response.status).toBe(401);
  });

  it("opens an event stream that no proxy buffers, with a retry hint, and beats", async () => {
    const { response, opening, reader } = await openEvents(base, athlete.cookie);
    open.push(reader!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("content-encoding")).toBeNull();
    // The hooks' headers are kept: the security headers and the request id.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(opening).toMatchObject({ retry: 5000, comments: ["open"] });
    expect(await reader!.next()).toEqual({ comments: ["ping"] });
  });

  it("hands an event to its person's pages and to nobody else's", async () => {
    const athletePages = [await events(athlete), await events(athlete)];
    const businessPage = await events(business);
    const forAthlete = offer();
    const forBusiness = offer("message");
    t.app.liveEvents.publish([athlete.userId], forAthlete);
    t.app.liveEvents.publish([business.userId], forBusiness);
    for (const page of athletePages) {
      const frame = await page.nextEvent();
      expect(frame).toMatchObject({ event: "offer" });
      expect(JSON.parse(frame!.data!)).toEqual(forAthlete);
    }
    // Events arrive in order: had the athlete's reached the business, it would come first.
    const frame = await businessPage.nextEvent();
    expect(frame).toMatchObject({ event: "message" });
    expect(JSON.parse(frame!.data!)).toEqual(forBusiness);
  });

  it("carries only the event's type and offer id, whatever else a publisher hands it", async () => {
    const page = await events(athlete);
    const leaky = {
      ...offer(),
      email: athlete.email,
      priceCents: 987_654,
      phoneNumber: "+15125550123",
      dateOfBirth: "2009-04-01",
    };
    t.app.liveEvents.publish([athlete.userId], leaky);
    const frame = await page.nextEvent();
    expect(JSON.parse(frame!.data!)).toEqual({ type: "offer", offerId: leaky.offerId });
    expect(page.text).not.toMatch(/@|price|987654|phone|5550123|birth|2009/i);
  });

  it("unsubscribes a page that goes away", async () => {
    const { userId, cookie } = await callerOf(
      t.app,
      t.sink,
      t.database.db,
      "individual",
      "approved",
    );
    const { reader } = await openEvents(base, cookie);
    expect(await t.app.liveEvents.isListening(userId)).toBe(true);
    await reader!.cancel();
    await vi.waitFor(
      async () => expect(await t.app.liveEvents.isListening(userId)).toBe(false),
      WAIT,
    );
  });

  it(`refuses a person's page beyond ${MAX_STREAMS_PER_USER} with 429, and lets one in when one closes`, async () => {
    const person = await callerOf(t.app, t.sink, t.database.db, "individual", "approved");
    const pages = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) pages.push(await events(person));
    const refused = await openEvents(base, person.cookie);
    expect(refused.response.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: ERROR_CODES.rateLimited,
      message: MESSAGES.liveUpdatesTooManyPages,
    });
    // Someone else is not held back by this person's pages.
    await events(business);
    await pages[0]!.cancel();
    await vi.waitFor(async () => {
      const again = await openEvents(base, person.cookie);
      if (again.reader) open.push(again.reader);
      expect(again.response.status).toBe(200);
    }, WAIT);
  });
});

describe("closing the app with pages listening", () => {
  it("ends every open stream, and the close does not wait on them", async () => {
    const t = await createTestApp("pglite", { mail: true, env: { APP_URL } });
    try {
      const base = await listening(t.app);
      const person = await callerOf(t.app, t.sink, t.database.db, "athlete", "approved");
      const pages = [];
      for (let i = 0; i < 3; i++) pages.push((await openEvents(base, person.cookie)).reader!);
      // Each page reads to its end: the server ended it (a hang here fails the test's timeout).
      const ends = pages.map((page) => page.rest());
      await t.app.close();
      expect(await Promise.all(ends)).toEqual([[], [], []]);
      expect(await t.app.liveEvents.isListening(person.userId)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
