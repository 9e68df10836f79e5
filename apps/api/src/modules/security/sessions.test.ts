import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, SESSION, post, signUpAndConfirm } from "@api-test/auth-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { hashToken } from "@api/identity";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Listed {
  id: string;
  device: string;
  place: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

describe.each(DATABASE_KINDS)("sessions: list, end, idle and absolute expiry on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });

  const me = (cookie: string, userAgent?: string, ip?: string) =>
    t.app.inject({
      url: "/api/profile/my",
      headers: { cookie, ...(userAgent ? { "user-agent": userAgent } : {}) },
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const signIn = async (email: string, userAgent?: string, ip?: string) =>
    cookieFrom(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/local/signIn",
        payload: { email, password: GOOD_PASSWORD },
        headers: userAgent ? { "user-agent": userAgent } : {},
        ...(ip ? { remoteAddress: ip } : {}),
      }),
      SESSION,
    );
  const list = async (cookie: string, userAgent?: string) => {
    const answer = await t.app.inject({
      url: "/api/auth/sessions",
      headers: { cookie, ...(userAgent ? { "user-agent": userAgent } : {}) },
    });
    return { answer, sessions: answer.json<{ data: Listed[] }>().data };
  };
  const tokenOf = (cookie: string) => cookie.split("=")[1]!;

  it("lists each device with its place and marks this one, never a token or its hash", async () => {
    const { email, cookie: phone } = await signUpAndConfirm(t.app, sink);
    // The sign-in itself records where it came from (no use needed first).
    const laptop = await signIn(email, MAC_CHROME, "203.0.113.77");

    const { answer, sessions } = await list(phone, IPHONE_SAFARI);
    expect(answer.statusCode).toBe(200);
    expect(sessions).toHaveLength(2);
    const [latest, other] = sessions;
    expect(latest).toMatchObject({
      device: "Safari on iOS",
      place: "Local network",
      current: true,
    });
    expect(other).toMatchObject({
      device: "Chrome on macOS",
      place: "Network 203.0.113.0/24",
      current: false,
    });
    expect(Object.keys(other!).sort()).toEqual(
      ["createdAt", "current", "device", "id", "lastUsedAt", "place"].sort(),
    );
    for (const cookie of [phone, laptop]) {
      expect(answer.body).not.toContain(tokenOf(cookie));
      expect(answer.body).not.toContain(hashToken(tokenOf(cookie)));
    }
    expect(answer.body).not.toContain("203.0.113.77");
    expect(answer.body).not.toContain(email);
  });

  it("ends one of your own sessions by id; another person's id answers 404", async () => {
    const { email, cookie: mine } = await signUpAndConfirm(t.app, sink);
    const second = await signIn(email);
    const { cookie: stranger } = await signUpAndConfirm(t.app, sink);
    const secondId = (await list(mine)).sessions.find((s) => !s.current)!.id;
    const strangerId = (await list(stranger)).sessions[0]!.id;

    const theirs = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${strangerId}`,
      headers: { cookie: mine },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: "NOT_FOUND",
      message: MESSAGES.sessionAlreadyEnded,
    });
    expect((await me(stranger)).statusCode).toBe(200);
    const nonsense = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/sessions/not-an-id",
      headers: { cookie: mine },
    });
    expect(nonsense.statusCode).toBe(404);

    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${secondId}`,
      headers: { cookie: mine },
    });
    expect(ended.json()).toEqual({ data: { ok: true } });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await list(mine)).sessions.map((s) => s.current)).toEqual([true]);
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${secondId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("signs out everywhere else, keeping this session", async () => {
    const { email, cookie: mine } = await signUpAndConfirm(t.app, sink);
    const others = [await signIn(email), await signIn(email)];
    const { cookie: stranger } = await signUpAndConfirm(t.app, sink);
    const ended = await post(t.app, "/api/auth/sessions/end-others", {}, mine);
    expect(ended.json()).toEqual({ data: { ended: 2 } });
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(200);
  });

  it("ends a session after 7 days without use, and a used one 30 days after sign-in", async () => {
    const { email, cookie: used } = await signUpAndConfirm(t.app, sink);
    const idle = await signIn(email);
    clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
    expect((await me(idle)).statusCode).toBe(200);
    clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
    clock.advance(DAY + MINUTE);
    // Seven days and a minute since its last use.
    expect((await me(idle)).statusCode).toBe(401);
    expect((await list(used)).sessions).toHaveLength(1);
    clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
    clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
    // 30 days after sign-in, used all along: it ends anyway.
    clock.advance(5 * DAY - 2 * MINUTE);
    expect((await me(used)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect((await me(used)).statusCode).toBe(401);
  });

  it("moves last used at most every five minutes", async () => {
    const { cookie } = await signUpAndConfirm(t.app, sink);
    const lastUsed = async () => (await list(cookie)).sessions[0]!.lastUsedAt;
    const first = await lastUsed();
    clock.advance(2 * MINUTE);
    await me(cookie);
    expect(await lastUsed()).toBe(first);
    clock.advance(4 * MINUTE);
    await me(cookie);
    const moved = await lastUsed();
    expect(new Date(moved).getTime()).toBeGreaterThan(new Date(first).getTime() + 5 * MINUTE);
  });
});
