import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import {
  APP_URL,
  GOOD_PASSWORD,
  SESSION,
  athleteBody,
  post,
  signUpAndConfirm,
  uniqueEmail,
} from "@api-test/auth-helpers";
import type { SmtpSink } from "@api-test/smtp-sink";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, cookieFrom, type TestApp } from "@api-test/test-app";
import { useMailedApp } from "@api-test/mailed-app";
import { DATABASE_KINDS } from "@api-test/test-database";

describe.each(DATABASE_KINDS)("sign-in, logout and password recovery on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });

  const me = (cookie: string) => t.app.inject({ url: "/api/profile/my", headers: { cookie } });
  const signIn = (email: string, password: string, cookie?: string) =>
    post(t.app, "/api/auth/local/signIn", { email, password }, cookie);

  it("signs a confirmed account in with a new session each time, ending the previous one", async () => {
    const { email, cookie: first } = await signUpAndConfirm(t.app, sink);
    const response = await signIn(email.toUpperCase(), GOOD_PASSWORD, first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { email, role: "athlete", emailConfirmed: true },
    });
    const second = cookieFrom(response, SESSION);
    expect(second).not.toBe(first);
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });

  it("says only 'Invalid e-mail or password' for a wrong password and an unknown address", async () => {
    const { email } = await signUpAndConfirm(t.app, sink);
    const wrong = await signIn(email, "Not-The-Password-1");
    const unknown = await signIn(uniqueEmail("ghost"), "Not-The-Password-1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.invalidCredentials });
  });

  it("tells an unconfirmed account so, only once its password was right", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    expect((await signIn(body.email, "Not-The-Password-1")).statusCode).toBe(401);
    const right = await signIn(body.email, GOOD_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: "EMAIL_NOT_CONFIRMED",
      message: MESSAGES.emailNotConfirmed,
    });
    expect(right.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("ends the session on logout", async () => {
    const { cookie } = await signUpAndConfirm(t.app, sink);
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/logout",
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION)?.value).toBe("");
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(cookie)).json()).toMatchObject({ code: "UNAUTHORIZED", statusCode: 401 });
  });

  it("resets a password through the e-mailed link, ending every session", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const known = await post(t.app, "/api/auth/reset-password-request", { email });
    const unknown = await post(t.app, "/api/auth/reset-password-request", {
      email: uniqueEmail("nobody"),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    const link = linkIn(await sink.nth(email, 2), APP_URL);
    expect(link.pathname).toBe("/auth/set-new-password");
    const code = link.searchParams.get("code");
    const restored = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/restore-password",
      payload: { code, password: "Brand-New-Harbor-77" },
    });
    expect(restored.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, "Brand-New-Harbor-77")).statusCode).toBe(200);

    const reused = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/restore-password",
      payload: { code, password: "Another-New-Harbor-78" },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: "INVALID_TOKEN",
      message: MESSAGES.invalidResetLink,
    });
  });

  it("lets a reset link expire after an hour and refuses a common new password", async () => {
    const { email } = await signUpAndConfirm(t.app, sink);
    await post(t.app, "/api/auth/reset-password-request", { email });
    const code = linkIn(await sink.nth(email, 2), APP_URL).searchParams.get("code");
    const common = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/restore-password",
      payload: { code, password: "password123" },
    });
    expect(common.json()).toMatchObject({
      statusCode: 400,
      fields: { password: MESSAGES.passwordTooCommon },
    });
    clock.advance(60 * 60 * 1000 + 1000);
    const late = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/restore-password",
      payload: { code, password: "Brand-New-Harbor-77" },
    });
    expect(late.json()).toMatchObject({ statusCode: 400, code: "INVALID_TOKEN" });
  });

  it("uses a reset code exactly once when two requests race", async () => {
    const { email } = await signUpAndConfirm(t.app, sink);
    await post(t.app, "/api/auth/reset-password-request", { email });
    const code = linkIn(await sink.nth(email, 2), APP_URL).searchParams.get("code");
    const attempt = (password: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/auth/restore-password",
        payload: { code, password },
      });
    const results = await Promise.all([
      attempt("Racing-Harbor-One-1"),
      attempt("Racing-Harbor-Two-2"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("sends the congratulation e-mail once when registration completes", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const finished = async () =>
      (await t.app.inject({ method: "GET", url: "/api/profile/my", headers: { cookie } })).json<{
        data: { account: { registrationCompleted: boolean } };
      }>().data.account.registrationCompleted;
    expect(await finished()).toBe(false);
    const first = await post(t.app, "/api/account/registration-complete", {}, cookie);
    // The login routing sends a finished agent home by it (decision 0067).
    expect(await finished()).toBe(true);
    const second = await post(t.app, "/api/account/registration-complete", {}, cookie);
    expect(first.json()).toEqual({ data: { emailQueued: true } });
    expect(second.json()).toEqual({ data: { emailQueued: false } });
    const mail = await sink.nth(email, 2);
    expect(mail.subject).toBe("Congratulations, you are on the Lineup!");
    expect((await post(t.app, "/api/account/registration-complete", {})).statusCode).toBe(401);
  });
});
