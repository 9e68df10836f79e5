import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { APP_URL, SESSION, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import type { SmtpSink } from "@api-test/smtp-sink";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

// DESIGN.md "Identity": using one reset or confirmation token voids the others of that account.
describe.each(DATABASE_KINDS)("one used link voids its siblings on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });

  const restore = (code: string | null, password: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/auth/restore-password",
      payload: { code, password },
    });
  const confirm = (token: string | null) => post(t.app, "/api/auth/confirm-email", { token });
  /** The reset code of the account's `n`th e-mail (the first is its confirmation). */
  const resetCode = async (email: string, n: number) => {
    await post(t.app, "/api/auth/reset-password-request", { email });
    return linkIn(await sink.nth(email, n), APP_URL).searchParams.get("code");
  };

  it("voids the account's other reset links, older and newer, once one was used", async () => {
    const { email } = await signUpAndConfirm(t.app, sink);
    const older = await resetCode(email, 2);
    const newer = await resetCode(email, 3);
    const latest = await resetCode(email, 4);
    expect((await restore(newer, "Brand-New-Harbor-77")).statusCode).toBe(200);

    for (const code of [older, latest]) {
      const reused = await restore(code, "Squatters-Harbor-78");
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        code: "INVALID_TOKEN",
        message: MESSAGES.invalidResetLink,
      });
    }
    const signIn = await post(t.app, "/api/auth/local/signIn", {
      email,
      password: "Brand-New-Harbor-77",
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("voids the account's other confirmation links once one was used", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const first = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");
    await post(t.app, "/api/auth/resend-confirmation", { email: body.email });
    const second = linkIn(await sink.nth(body.email, 2), APP_URL).searchParams.get("token");

    const used = await confirm(second);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ data: { emailConfirmed: true } });
    // An unused confirmation link would otherwise sign in whoever holds it for 24 hours. It now
    // only says the address is confirmed (a person opening an older e-mail), signing nobody in.
    const stale = await confirm(first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "EMAIL_ALREADY_CONFIRMED",
      message: MESSAGES.emailAlreadyConfirmed,
    });
    expect(stale.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("voids pending confirmation links with a password reset", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const confirmation = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");
    const code = await resetCode(body.email, 2);
    expect((await restore(code, "Brand-New-Harbor-77")).statusCode).toBe(200);
    // The reset proved the address, so the voided link only says it is confirmed.
    const stale = await confirm(confirmation);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "EMAIL_ALREADY_CONFIRMED" });
    expect(stale.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("takes a token only for its own purpose", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const confirmation = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");
    const code = await resetCode(body.email, 2);

    const resetAsConfirmation = await confirm(code);
    expect(resetAsConfirmation.statusCode).toBe(400);
    expect(resetAsConfirmation.json()).toMatchObject({
      message: MESSAGES.invalidConfirmationLink,
    });
    const confirmationAsReset = await restore(confirmation, "Brand-New-Harbor-77");
    expect(confirmationAsReset.statusCode).toBe(400);
    expect(confirmationAsReset.json()).toMatchObject({ message: MESSAGES.invalidResetLink });
    // Both still work for what they were made for.
    expect((await confirm(confirmation)).statusCode).toBe(200);
    expect((await restore(code, "Brand-New-Harbor-77")).statusCode).toBe(200);
  });
});
