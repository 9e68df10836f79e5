import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { GOOD_PASSWORD, SESSION, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import type { SmtpSink } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const NEW_PASSWORD = "Amber-Falcon-Ridge-93";

describe.each(DATABASE_KINDS)("Settings: POST /api/account/password on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => ({ sink } = t = started));

  const change = (cookie: string | undefined, body: unknown) =>
    call(t.app, "POST", "/api/account/password", cookie, body);
  const me = (cookie: string) => call(t.app, "GET", "/api/profile/my", cookie);
  const signIn = (email: string, password: string) =>
    post(t.app, "/api/auth/local/signIn", { email, password });

  it("changes the password with the current one: other sessions end, this one stays, the address is told", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const laptop = cookieFrom(await signIn(email, GOOD_PASSWORD), SESSION);
    const { cookie: stranger } = await signUpAndConfirm(t.app, sink);

    const answer = await change(cookie, { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { message: MESSAGES.passwordUpdated } });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(stranger)).statusCode).toBe(200);

    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const told = await sink.nth(email, 2);
    expect(told.subject).toBe("Your Lineup password has changed");
    expect(told.text).not.toContain(NEW_PASSWORD);
  });

  it("refuses a wrong current password with a clear message, and changes nothing", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const laptop = cookieFrom(await signIn(email, GOOD_PASSWORD), SESSION);
    const wrong = await change(cookie, {
      currentPassword: "Not-My-Password-1",
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: "FORBIDDEN",
      message: MESSAGES.wrongPassword,
      fields: { currentPassword: MESSAGES.wrongPassword },
    });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("holds the new password to the sign-up rules, common passwords included", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const cases: [unknown, Record<string, string>][] = [
      [{ currentPassword: GOOD_PASSWORD, password: "12345" }, { password: MESSAGES.passwordMin6 }],
      [
        { currentPassword: GOOD_PASSWORD, password: "1234567" },
        { password: MESSAGES.passwordMin8 },
      ],
      [
        { currentPassword: GOOD_PASSWORD, password: "x".repeat(129) },
        { password: MESSAGES.passwordMax },
      ],
      [
        { currentPassword: GOOD_PASSWORD, password: "password123" },
        { password: MESSAGES.passwordTooCommon },
      ],
      [{ password: NEW_PASSWORD }, { currentPassword: MESSAGES.enterCurrentPassword }],
    ];
    for (const [body, fields] of cases) {
      const answer = await change(cookie, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ fields });
    }
    const extra = await change(cookie, {
      currentPassword: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      role: "agent",
    });
    expect(extra.statusCode).toBe(400);
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("needs a session: another person's session changes only its own password", async () => {
    expect(
      (await change(undefined, { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
    const mine = await signUpAndConfirm(t.app, sink);
    const theirs = await signUpAndConfirm(t.app, sink);
    // The same test password: the stranger's own password checks out, for their own account only.
    await change(theirs.cookie, { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD });
    expect((await signIn(mine.email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(theirs.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("voids reset links sent before the change", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    await post(t.app, "/api/auth/reset-password-request", { email });
    const reset = await sink.nth(email, 2);
    const code = /code=([\w-]+)/.exec(reset.text)![1];
    await change(cookie, { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD });
    const late = await call(t.app, "PATCH", "/api/auth/restore-password", undefined, {
      code,
      password: "Late-Reset-Password-5",
    });
    expect(late.statusCode).toBe(400);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
