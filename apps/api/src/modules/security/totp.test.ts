import { MESSAGES } from "@lineup/shared";
import { secretOfOtpauthUrl, totpCode } from "@lineup/test-kit";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recoveryCodes as recoveryCodeRows, users } from "@api/db/schema";
import { GOOD_PASSWORD, SESSION, post, signUpAndConfirm } from "@api-test/auth-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const STEP = 30_000;

describe.each(DATABASE_KINDS)("two-step verification on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });

  const me = (cookie: string) => t.app.inject({ url: "/api/profile/my", headers: { cookie } });
  const code = (secret: string) => totpCode(secret, clock.now());
  const signIn = (email: string) =>
    post(t.app, "/api/auth/local/signIn", { email, password: GOOD_PASSWORD });
  const verify = (cookie: string, value: string) =>
    post(t.app, "/api/auth/totp/verify", { code: value }, cookie);

  /** A confirmed account with two-step verification on: its secret, codes and session. */
  async function enrolled() {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const setup = await post(t.app, "/api/auth/totp/setup", {}, cookie);
    const { secret, otpauthUrl } = setup.json<{ data: { secret: string; otpauthUrl: string } }>()
      .data;
    const enabled = await post(t.app, "/api/auth/totp/enable", { code: code(secret) }, cookie);
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ data: { recoveryCodes: string[] } }>().data;
    // The enabling code's step is used up; the next codes come from the next step.
    clock.advance(STEP);
    return { email, cookie, secret, otpauthUrl, recoveryCodes };
  }

  it("sets up with a QR address, enables with a code, answers ten codes once, never the secret again", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const status = () => t.app.inject({ url: "/api/auth/totp", headers: { cookie } });
    expect((await status()).json()).toEqual({ data: { enabled: false } });

    const setup = await post(t.app, "/api/auth/totp/setup", {}, cookie);
    const { secret, otpauthUrl } = setup.json<{ data: { secret: string; otpauthUrl: string } }>()
      .data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Lineup:/);
    expect(secretOfOtpauthUrl(otpauthUrl)).toBe(secret);
    expect(otpauthUrl).toContain(encodeURIComponent(email));

    const wrong = await post(t.app, "/api/auth/totp/enable", { code: "000000" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { code: MESSAGES.wrongCode } });
    expect((await status()).json()).toEqual({ data: { enabled: false } });

    const enabled = await post(t.app, "/api/auth/totp/enable", { code: code(secret) }, cookie);
    const { recoveryCodes } = enabled.json<{ data: { recoveryCodes: string[] } }>().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(enabled.body).not.toContain(secret);
    expect((await status()).json()).toEqual({ data: { enabled: true } });

    const again = await post(t.app, "/api/auth/totp/setup", {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect((await status()).body).not.toContain(secret);
    const stored = await t.database.db.select().from(recoveryCodeRows);
    const hashes = JSON.stringify(stored);
    for (const recovery of recoveryCodes) expect(hashes).not.toContain(recovery);
  });

  it("signs in to a half session that only the code check accepts, then a full one under a new token", async () => {
    const { email, secret } = await enrolled();
    const answer = await signIn(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { secondFactor: "totp" } });
    const half = cookieFrom(answer, SESSION);

    expect((await me(half)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: "/api/auth/sessions", headers: { cookie: half } })).statusCode,
    ).toBe(401);
    expect((await post(t.app, "/api/auth/totp/setup", {}, half)).statusCode).toBe(401);
    expect((await post(t.app, "/api/auth/sessions/end-others", {}, half)).statusCode).toBe(401);
    expect(
      (await post(t.app, "/api/auth/totp/disable", { code: code(secret) }, half)).statusCode,
    ).toBe(401);

    const verified = await verify(half, code(secret));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { email, emailConfirmed: true } });
    expect(verified.body).not.toContain(secret);
    const full = cookieFrom(verified, SESSION);
    expect(full).not.toBe(half);
    expect((await me(full)).statusCode).toBe(200);
    expect((await me(half)).statusCode).toBe(401);
    expect((await verify(half, code(secret))).statusCode).toBe(401);
  });

  it("refuses a code used once already within its window", async () => {
    const { email, secret } = await enrolled();
    const value = code(secret);
    const first = cookieFrom(await signIn(email), SESSION);
    expect((await verify(first, value)).statusCode).toBe(200);
    const second = cookieFrom(await signIn(email), SESSION);
    const reused = await verify(second, value);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: MESSAGES.wrongCode });
    clock.advance(STEP);
    expect((await verify(second, code(secret))).statusCode).toBe(200);
  });

  it("takes each recovery code once, typed in any case and without its dash", async () => {
    const { email, recoveryCodes } = await enrolled();
    const [one, two] = recoveryCodes as [string, string];
    expect((await verify(cookieFrom(await signIn(email), SESSION), one)).statusCode).toBe(200);
    const again = await verify(cookieFrom(await signIn(email), SESSION), one);
    expect(again.statusCode).toBe(400);
    const typed = two.replace("-", " ").toLowerCase();
    expect((await verify(cookieFrom(await signIn(email), SESSION), typed)).statusCode).toBe(200);
  });

  it("ends a half session at its fifth wrong code, and after ten minutes", async () => {
    const { email, secret } = await enrolled();
    const half = cookieFrom(await signIn(email), SESSION);
    for (let i = 0; i < 4; i += 1) expect((await verify(half, "123456")).statusCode).toBe(400);
    const fifth = await verify(half, "123456");
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ message: MESSAGES.tooManyWrongCodes });
    expect((await verify(half, code(secret))).statusCode).toBe(401);

    const late = cookieFrom(await signIn(email), SESSION);
    clock.advance(10 * 60_000 + 1000);
    expect((await verify(late, code(secret))).statusCode).toBe(401);
  });

  it("limits codes per account across half sessions", async () => {
    const { email, secret } = await enrolled();
    // Enabling took one of the account's ten; the first half session five more.
    const first = cookieFrom(await signIn(email), SESSION);
    for (let i = 0; i < 5; i += 1) await verify(first, "123456");
    const second = cookieFrom(await signIn(email), SESSION);
    for (let i = 0; i < 4; i += 1) expect((await verify(second, "123456")).statusCode).toBe(400);
    const limited = await verify(second, code(secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("turns off only with a current code, then signs in with the password alone", async () => {
    const { email, cookie, secret } = await enrolled();
    const wrong = await post(t.app, "/api/auth/totp/disable", { code: "654321" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect((await signIn(email)).json()).toEqual({ data: { secondFactor: "totp" } });
    const off = await post(t.app, "/api/auth/totp/disable", { code: code(secret) }, cookie);
    expect(off.json()).toEqual({ data: { ok: true } });
    const plain = await signIn(email);
    expect(plain.json()).toMatchObject({ data: { email } });
    expect((await me(cookieFrom(plain, SESSION))).statusCode).toBe(200);
    // The old recovery codes went with it.
    const left = await t.database.db
      .select({ id: recoveryCodeRows.id })
      .from(recoveryCodeRows)
      .innerJoin(users, eq(users.id, recoveryCodeRows.userId))
      .where(eq(users.email, email));
    expect(left).toEqual([]);
  });
});
