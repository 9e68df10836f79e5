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
import { findSession, SessionCookie, startSession, touchSession } from "./sessions";
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
});
