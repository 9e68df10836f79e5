// A session ends 30 days after sign-in, or after 7 days without use, whichever comes first; a half
// session (second factor owed) after 10 minutes; and the browser keeps the cookie 30 days. Each
// deadline is checked on both sides with the time passed in: a millisecond before, and at it. The
// durations are written out here, not read from the code under test.
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@api/db/client";
import { createTestDatabase, DATABASE_KINDS } from "@api-test/test-database";
import { findHalfSession } from "./half-sessions";
import { enableTotp, saveTotpSetup } from "./second-factor";
import {
  endSession,
  findSession,
  SessionCookie,
  sessionStartedAt,
  startSession,
  touchSession,
} from "./sessions";
import { insertUser } from "./users";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ORIGIN = { device: "Chrome on macOS", network: "127.0.0.0/24" };

describe.each(DATABASE_KINDS)("session deadlines on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const signedInAt = new Date("2026-03-01T12:00:00.000Z");
  const after = (ms: number) => new Date(signedInAt.getTime() + ms);
  let n = 0;
  async function person() {
    const user = await insertUser(database.db, {
      email: `session-${kind}-${++n}@example.com`,
      role: "agent",
      emailConfirmedAt: signedInAt,
    });
    return user!.id;
  }
  const live = async (token: string, at: Date) =>
    (await findSession(database.db, token, at)) !== undefined;

  it("ends a session left unused for 7 days: still live a millisecond before", async () => {
    const { token } = await startSession(database.db, await person(), signedInAt);
    expect(await live(token, after(7 * DAY - 1)), "7 days less 1 ms after its last use").toBe(true);
    expect(await live(token, after(7 * DAY)), "7 days after its last use").toBe(false);
  });

  it("ends a session used all along 30 days after sign-in: still live a millisecond before", async () => {
    const { token } = await startSession(database.db, await person(), signedInAt);
    // Used every 6 days, so it never idles out.
    for (let day = 6; day < 30; day += 6) {
      const session = await findSession(database.db, token, after(day * DAY));
      expect(session, `used on day ${day}`).toBeDefined();
      await touchSession(database.db, session!, after(day * DAY), ORIGIN);
    }
    expect(await live(token, after(30 * DAY - 1)), "30 days less 1 ms after sign-in").toBe(true);
    expect(await live(token, after(30 * DAY)), "30 days after sign-in").toBe(false);
    expect(await live(token, after(30 * DAY + 1)), "just past 30 days").toBe(false);
  });

  it("keeps a half session (second factor owed) 10 minutes, and never as a full session", async () => {
    const userId = await person();
    expect(await saveTotpSetup(database.db, userId, "JBSWY3DPEHPK3PXP")).toBe(true);
    expect(await enableTotp(database.db, userId, 1, ["code-one"], signedInAt)).toBe(true);
    const { token, secondFactor } = await startSession(database.db, userId, signedInAt);
    expect(secondFactor).toBe(true);
    expect(await live(token, after(MINUTE))).toBe(false);
    expect(await findHalfSession(database.db, token, after(10 * MINUTE - 1))).toBeDefined();
    expect(await findHalfSession(database.db, token, after(10 * MINUTE))).toBeUndefined();
  });

  it("records a use at most every 5 minutes once the device is known, so the idle week runs from it", async () => {
    const touchedAt = async (ms: number) => {
      const { token } = await startSession(database.db, await person(), signedInAt, {
        origin: ORIGIN,
      });
      const session = await findSession(database.db, token, after(ms));
      await touchSession(database.db, session!, after(ms), ORIGIN);
      return token;
    };
    const justBefore = await touchedAt(5 * MINUTE - 1);
    const atFive = await touchedAt(5 * MINUTE);
    // Not recorded: its idle week still runs from the sign-in.
    expect(await live(justBefore, after(7 * DAY)), "used 5 min less 1 ms after sign-in").toBe(
      false,
    );
    // Recorded: its idle week runs from that use.
    expect(await live(atFive, after(7 * DAY)), "used 5 min after sign-in").toBe(true);
    expect(await live(atFive, after(5 * MINUTE + 7 * DAY))).toBe(false);
  });

  it("records the first use of a session whose device is not yet known at once", async () => {
    const { token } = await startSession(database.db, await person(), signedInAt);
    const unknown = await findSession(database.db, token, after(MINUTE));
    expect(unknown?.device).toBeNull();
    await touchSession(database.db, unknown!, after(MINUTE), ORIGIN);
    const known = await findSession(database.db, token, after(2 * MINUTE));
    expect(known).toMatchObject({ device: ORIGIN.device, lastUsedAt: after(MINUTE) });
  });

  it("tells when a session began, however it was used since, and nothing once it ended", async () => {
    const { token } = await startSession(database.db, await person(), signedInAt, {
      origin: ORIGIN,
    });
    const session = await findSession(database.db, token, after(10 * MINUTE));
    await touchSession(database.db, session!, after(10 * MINUTE), ORIGIN);
    expect(await sessionStartedAt(database.db, token)).toEqual(signedInAt);
    await endSession(database.db, token);
    expect(await sessionStartedAt(database.db, token)).toBeUndefined();
  });
});

describe("the session cookie", () => {
  async function cookieSetBy(appUrl: string) {
    const app = Fastify();
    await app.register(fastifyCookie);
    const cookie = new SessionCookie(appUrl);
    app.get("/", (_request, reply) => {
      cookie.write(reply, "a-session-token");
      return "ok";
    });
    try {
      const answer = await app.inject({ url: "/" });
      return { header: String(answer.headers["set-cookie"]), parsed: answer.cookies[0]! };
    } finally {
      await app.close();
    }
  }

  async function cookieClearedBy(appUrl: string) {
    const app = Fastify();
    await app.register(fastifyCookie);
    const cookie = new SessionCookie(appUrl);
    app.get("/", (_request, reply) => {
      cookie.clear(reply);
      return "ok";
    });
    try {
      return (await app.inject({ url: "/" })).cookies[0]!;
    } finally {
      await app.close();
    }
  }

  async function tokenRead(cookieHeader?: string) {
    const app = Fastify();
    await app.register(fastifyCookie);
    const cookie = new SessionCookie("http://localhost:3000");
    app.get("/", (request) => ({ token: cookie.read(request) ?? null }));
    try {
      const answer = await app.inject({
        url: "/",
        headers: cookieHeader === undefined ? {} : { cookie: cookieHeader },
      });
      return answer.json<{ token: string | null }>().token;
    } finally {
      await app.close();
    }
  }

  it("is kept by the browser 30 days (Max-Age in seconds), HttpOnly, SameSite=Lax, on /", async () => {
    const { header, parsed } = await cookieSetBy("http://localhost:3000");
    expect(parsed).toMatchObject({
      name: "lineup_session",
      value: "a-session-token",
      maxAge: 30 * 24 * 60 * 60,
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(header).toContain("Max-Age=2592000;");
    expect(parsed.secure).toBeFalsy();
  });

  it("is __Host- prefixed and Secure over https, with the same 30 days", async () => {
    const { parsed } = await cookieSetBy("https://lineup.example.com");
    expect(parsed).toMatchObject({
      name: "__Host-lineup_session",
      maxAge: 2_592_000,
      secure: true,
      path: "/",
    });
  });

  // The browser drops a cookie only when told so with its name, path and (for __Host-) Secure;
  // the clearing answer keeps HttpOnly and SameSite like the cookie it replaces.
  it("is cleared with the attributes it was set with: HttpOnly, SameSite=Lax, on /", async () => {
    const cleared = await cookieClearedBy("http://localhost:3000");
    expect(cleared).toMatchObject({
      name: "lineup_session",
      value: "",
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
  });

  it("is cleared over https as __Host- and Secure, on /", async () => {
    const cleared = await cookieClearedBy("https://lineup.example.com");
    expect(cleared).toMatchObject({
      name: "__Host-lineup_session",
      value: "",
      httpOnly: true,
      sameSite: "Lax",
      secure: true,
      path: "/",
    });
  });

  it("reads a token-sized value only: no cookie, an empty one or one over 100 characters is no token", async () => {
    const token = "t".repeat(43);
    expect(await tokenRead(`lineup_session=${token}`)).toBe(token);
    expect(await tokenRead(`lineup_session=${"t".repeat(100)}`)).toBe("t".repeat(100));
    expect(await tokenRead(`lineup_session=${"t".repeat(101)}`)).toBeNull();
    expect(await tokenRead("lineup_session=")).toBeNull();
    expect(await tokenRead()).toBeNull();
  });
});
