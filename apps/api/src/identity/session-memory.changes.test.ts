import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { APP_URL } from "@api-test/auth-helpers";
import { callerOf, type Caller } from "@api-test/search-callers";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { sessions, users } from "@api/db/schema";

/**
 * On the embedded database the server keeps the sessions it read (decision 0094, migration 0019);
 * on PostgreSQL it reads them at every request. Either way a change to a person or a session,
 * made through the app or straight in the database, holds from the very next request: each step
 * below fails if a kept session outlived its change. Search is the probe: it needs an approved
 * business, as the session's own row says.
 */
describe.each(DATABASE_KINDS)("kept sessions follow every change at once, on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, SEARCH_RATE_LIMIT: "100000" },
      deps: { clock: clock.now },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const business = () => callerOf(t.app, t.sink, t.database.db, "business", "approved");
  const search = async (caller: Caller) =>
    (await call(t.app, "GET", "/api/athletes?sort=newest", caller.cookie)).statusCode;
  /** Searches twice: the first use records the device (a write), so the second one is kept. */
  const searchKept = async (caller: Caller) => [await search(caller), await search(caller)];
  const setUser = (caller: Caller, values: Partial<typeof users.$inferInsert>) =>
    t.database.db.update(users).set(values).where(eq(users.id, caller.userId));

  it("sees a person suspended, made an athlete, and put back, at once", async () => {
    const caller = await business();
    expect(await searchKept(caller)).toEqual([200, 200]);
    await setUser(caller, { status: "suspended" });
    expect(await search(caller)).toBe(403);
    await setUser(caller, { status: "approved" });
    expect(await search(caller)).toBe(200);
    await setUser(caller, { role: "athlete" });
    expect(await search(caller)).toBe(403);
    await setUser(caller, { role: "business" });
    expect(await search(caller)).toBe(200);
  });

  it("ends a session signed out, or deleted in the database, at once", async () => {
    const leaving = await business();
    expect(await searchKept(leaving)).toEqual([200, 200]);
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/logout",
      headers: { cookie: leaving.cookie, origin: APP_URL },
    });
    expect(out.statusCode).toBe(200);
    expect(await search(leaving)).toBe(401);

    const removed = await business();
    expect(await searchKept(removed)).toEqual([200, 200]);
    await t.database.db.delete(sessions).where(eq(sessions.userId, removed.userId));
    expect(await search(removed)).toBe(401);
  });

  it("ends a kept session left idle for a week, by the clock alone", async () => {
    const caller = await business();
    expect(await searchKept(caller)).toEqual([200, 200]);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await search(caller)).toBe(401);
  });
});

describe("kept sessions on the embedded database", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite", { mail: true, env: { APP_URL } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers from memory: a change it was not told of is not seen, the next one is", async () => {
    const { db } = t.database;
    const caller = await callerOf(t.app, t.sink, db, "business", "approved");
    const search = async () =>
      (await call(t.app, "GET", "/api/athletes?sort=newest", caller.cookie)).statusCode;
    // The first use records the device (a write, heard); the second is kept.
    expect(await search()).toBe(200);
    expect(await search()).toBe(200);
    await db.execute(sql`set lineup.hear_changes = 'off'`);
    try {
      await db.update(users).set({ status: "suspended" }).where(eq(users.id, caller.userId));
      expect(await search()).toBe(200);
    } finally {
      await db.execute(sql`set lineup.hear_changes = 'on'`);
    }
    await db.update(users).set({ status: "suspended" }).where(eq(users.id, caller.userId));
    expect(await search()).toBe(403);
  });
});
