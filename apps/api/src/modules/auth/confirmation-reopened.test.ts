import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { APP_URL, SESSION, athleteBody, post } from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import type { SmtpSink } from "@api-test/smtp-sink";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

// Issue 21: a confirmation link opened a second time, for an account already confirmed, says so
// and offers to log in, instead of "invalid or has expired"; it never signs anyone in again.
describe.each(DATABASE_KINDS)("a confirmation link opened again on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => {
    t = started;
    sink = started.sink;
  });

  const confirm = (token: string | null) => post(t.app, "/api/auth/confirm-email", { token });

  it("says the address is confirmed, and signs nobody in", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const token = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");
    expect((await confirm(token)).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "EMAIL_ALREADY_CONFIRMED",
      message: MESSAGES.emailAlreadyConfirmed,
      statusCode: 409,
    });
    expect(again.cookies.find((c) => c.name === SESSION)).toBeUndefined();
  });

  it("still calls a link invalid while its account is unconfirmed, or for a made-up token", async () => {
    const body = athleteBody();
    await post(t.app, "/api/auth/local/signUp", body);
    const token = linkIn(await sink.nth(body.email, 1), APP_URL).searchParams.get("token");
    clock.advance(25 * 60 * 60 * 1000);

    for (const tried of [token, "a".repeat(43)]) {
      const refused = await confirm(tried);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: MESSAGES.invalidConfirmationLink });
    }
  });
});
