import { MESSAGES, ROUTES, type AccountSettings } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import {
  APP_URL,
  GOOD_PASSWORD,
  athleteBody,
  post,
  signUpAndConfirm,
  uniqueEmail,
} from "@api-test/auth-helpers";
import { useMailedApp } from "@api-test/mailed-app";
import { linkIn, type SmtpSink } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";

const HOUR = 60 * 60_000;
const MAILS_PER_HOUR = 3;

describe.each(DATABASE_KINDS)("Settings: changing the e-mail address on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new TestClock();
  useMailedApp(kind, clock, (started) => ({ sink } = t = started), {
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      emailSender: {
        ...DEFAULT_RATE_LIMITS.emailSender,
        attempts: {
          ...DEFAULT_RATE_LIMITS.emailSender.attempts,
          pair: { max: MAILS_PER_HOUR, window: HOUR },
        },
      },
    },
  });

  const ask = (cookie: string | undefined, body: unknown) =>
    call(t.app, "POST", "/api/account/email-change", cookie, body);
  const confirm = (token: string, cookie?: string) =>
    call(t.app, "POST", "/api/account/email-change/confirm", cookie, { token });
  const settings = async (cookie: string) =>
    (await call(t.app, "GET", "/api/account", cookie)).json<{ data: AccountSettings }>().data;
  const signIn = (email: string) =>
    post(t.app, "/api/auth/local/signIn", { email, password: GOOD_PASSWORD });
  /** The token of the link in the n-th e-mail to that address. */
  const tokenIn = async (address: string, n = 1) => {
    const link = linkIn(await sink.nth(address, n), APP_URL);
    expect(link.pathname).toBe(ROUTES.confirmEmailChange);
    return link.searchParams.get("token")!;
  };

  it("sends a link to the new address and tells the old one; the link moves the account there, once", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const stranger = await signUpAndConfirm(t.app, sink);
    const next = uniqueEmail("moved");
    const asked = await ask(cookie, { email: next.toUpperCase(), password: GOOD_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ data: { message: MESSAGES.emailChangeSent } });
    expect(await settings(cookie)).toMatchObject({ email, pendingEmail: next });
    expect(await settings(stranger.cookie)).toMatchObject({ pendingEmail: null });
    expect((await sink.nth(next, 1)).subject).toBe("Confirm your new email for Lineup");
    const warning = await sink.nth(email, 2);
    expect(warning.subject).toBe("Your Lineup email is about to change");
    expect(warning.text).toContain(next);
    expect(linkIn(warning, APP_URL).searchParams.get("token")).toBeNull();
    // Nothing changes until the link is opened.
    expect((await signIn(email)).statusCode).toBe(200);

    const token = await tokenIn(next);
    // The link needs no session, and a stranger's session changes nothing about it.
    const used = await confirm(token, stranger.cookie);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ data: { email: next } });
    expect(await settings(cookie)).toMatchObject({ email: next, pendingEmail: null });
    expect(await settings(stranger.cookie)).toMatchObject({ email: stranger.email });
    expect((await signIn(email)).statusCode).toBe(401);
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await sink.nth(email, 3)).subject).toBe("Your Lineup email has changed");

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "INVALID_TOKEN",
      message: MESSAGES.invalidEmailChangeLink,
    });
    // The old address is free for anyone to sign up with.
    expect((await post(t.app, "/api/auth/local/signUp", athleteBody({ email }))).statusCode).toBe(
      201,
    );
  });

  it("needs the password: none is 400, a wrong one 403, and nothing is sent", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const next = uniqueEmail("moved");
    const missing = await ask(cookie, { email: next });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { password: MESSAGES.enterPassword } });
    const wrong = await ask(cookie, { email: next, password: "Not-My-Password-1" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ fields: { password: MESSAGES.wrongPassword } });
    expect((await ask(undefined, { email: next, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect(await settings(cookie)).toMatchObject({ email, pendingEmail: null });
    await t.app.outbox.runOnce();
    expect(sink.to(next)).toHaveLength(0);
    expect(sink.to(email)).toHaveLength(1);
  });

  it("refuses the account's own address (400) and one another account has (409, as sign-up does)", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const other = await signUpAndConfirm(t.app, sink);
    const same = await ask(cookie, { email, password: GOOD_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { email: MESSAGES.sameEmail } });
    const taken = await ask(cookie, { email: other.email, password: GOOD_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "CONFLICT",
      fields: { email: MESSAGES.emailTaken },
    });
    const bad = await ask(cookie, { email: "not-an-address", password: GOOD_PASSWORD });
    expect(bad.json()).toMatchObject({ fields: { email: MESSAGES.invalidEmail } });
  });

  it("expires a link after 24 hours, and a newer request voids the earlier link", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await ask(cookie, { email: first, password: GOOD_PASSWORD });
    const firstToken = await tokenIn(first);
    await ask(cookie, { email: second, password: GOOD_PASSWORD });
    const secondToken = await tokenIn(second);
    expect(await settings(cookie)).toMatchObject({ pendingEmail: second });
    expect((await confirm(firstToken)).statusCode).toBe(400);

    clock.advance(24 * HOUR + 60_000);
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect(await settings(cookie)).toMatchObject({ email, pendingEmail: null });
  });

  it("refuses a link when another account took the address meanwhile (409), changing nothing", async () => {
    const { email, cookie } = await signUpAndConfirm(t.app, sink);
    const wanted = uniqueEmail("wanted");
    await ask(cookie, { email: wanted, password: GOOD_PASSWORD });
    const token = await tokenIn(wanted);
    await post(t.app, "/api/auth/local/signUp", athleteBody({ email: wanted }));
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "CONFLICT", message: MESSAGES.emailTaken });
    expect(await settings(cookie)).toMatchObject({ email });
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it("limits the e-mails per account and per address (429 with Retry-After)", async () => {
    const { cookie } = await signUpAndConfirm(t.app, sink);
    const answers = [];
    for (let i = 0; i <= MAILS_PER_HOUR; i++) {
      answers.push(await ask(cookie, { email: uniqueEmail("many"), password: GOOD_PASSWORD }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[MAILS_PER_HOUR]!.headers["retry-after"]).toBeDefined();

    const target = uniqueEmail("popular");
    const statuses = [];
    for (let i = 0; i <= MAILS_PER_HOUR; i++) {
      const person = await signUpAndConfirm(t.app, sink);
      statuses.push(
        (await ask(person.cookie, { email: target, password: GOOD_PASSWORD })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
