import { MESSAGES } from "@lineup/shared";
import { freshEmail } from "@lineup/test-kit";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@api/app";
import { loadConfig } from "@api/config";
import { call } from "@api-test/account-helpers";
import { APP_URL, GOOD_PASSWORD, SESSION, post, signUpAndConfirm } from "@api-test/auth-helpers";
import {
  acceptInvitation,
  enrolTotp,
  invitationToken,
  signInOperator,
  signedInOperator,
} from "@api-test/operator-helpers";
import { TestClock, cookieFrom, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const DAY = 24 * 60 * 60 * 1000;
const FIRST = "first.operator@lineup.test";
const SECOND = "second.operator@lineup.test";

/** Every console call, with a body where it takes one. */
const CONSOLE_CALLS = [
  ["GET", "/api/operator/accounts"],
  ["GET", "/api/operator/accounts?status=bogus"],
  ["GET", `/api/operator/accounts/00000000-0000-4000-8000-000000000000`],
  ["POST", `/api/operator/accounts/00000000-0000-4000-8000-000000000000/decision`, {}],
  ["POST", "/api/operator/accounts/decisions", { ids: [], decision: "approve" }],
  ["GET", "/api/operator/funnel"],
  ["GET", "/api/operator/audit"],
  ["POST", "/api/operator/invitations", { email: "x@example.com" }],
  ["GET", "/api/operator/operators"],
  ["DELETE", `/api/operator/operators/00000000-0000-4000-8000-000000000000`],
] as const;

describe.each(DATABASE_KINDS)("the operator console's door on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, OPERATOR_EMAILS: ` ${FIRST.toUpperCase()}, ${SECOND} ,${FIRST}` },
      deps: { clock: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What an unknown address answers: the console must answer exactly that. */
  async function notFoundAnswer() {
    const unknown = await call(t.app, "GET", "/api/operator/nothing-here");
    expect(unknown.statusCode).toBe(404);
    return unknown.json<unknown>();
  }

  async function expectClosedTo(cookie: string | undefined) {
    const expected = await notFoundAnswer();
    for (const [method, url, body] of CONSOLE_CALLS) {
      const answer = await call(t.app, method, url, cookie, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json(), `${method} ${url}`).toEqual(expected);
    }
  }

  it("invites each OPERATOR_EMAILS address without an account once at start, and again only once the invitation has expired", async () => {
    const firstToken = await invitationToken(t.sink, FIRST);
    await invitationToken(t.sink, SECOND);
    expect(firstToken).toMatch(/^[\w-]{40,}$/);
    // An address of OPERATOR_EMAILS that already has a Lineup account is never invited.
    const person = await signUpAndConfirm(t.app, t.sink);

    // A restart while the invitations work sends nothing; after they expire, a new one each.
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: t.dataDir,
      LOG_LEVEL: "silent",
      APP_URL,
      SMTP_URL: t.sink.url,
      OPERATOR_EMAILS: `${FIRST},${person.email},${SECOND}`,
    });
    const restart = async () => {
      const again = await buildApp(config, {
        database: t.database,
        webDistDir: path.join(t.dataDir, "none"),
        clock: clock.now,
        startOutbox: false,
      });
      await again.ready();
      await again.outbox.runOnce();
      await again.close();
    };
    await restart();
    await t.app.outbox.runOnce();
    expect(t.sink.to(FIRST)).toHaveLength(1);
    expect(t.sink.to(SECOND)).toHaveLength(1);
    expect(t.sink.to(person.email).map((mail) => mail.subject)).not.toContain(
      "You are invited to be a Lineup operator",
    );

    clock.advance(DAY + 1000);
    await restart();
    const renewed = await invitationToken(t.sink, FIRST, 2);
    expect(renewed).not.toBe(firstToken);
    await invitationToken(t.sink, SECOND, 2);
    // The expired link no longer works; the new one does (used below).
    const expired = await post(t.app, "/api/operator/invitations/accept", {
      token: firstToken,
      password: GOOD_PASSWORD,
      firstName: "Olivia",
      lastName: "Operator",
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ message: MESSAGES.operatorInvitationInvalid });
  });

  it("accepts with a password and name into a session that can only enrol a second factor, and signs in with a code", async () => {
    const token = await invitationToken(t.sink, FIRST, 2);
    const weak = await post(t.app, "/api/operator/invitations/accept", {
      token,
      password: "password",
      firstName: "Olivia",
      lastName: "Operator",
    });
    expect(weak.statusCode).toBe(400);
    const role = await post(t.app, "/api/operator/invitations/accept", {
      token,
      password: GOOD_PASSWORD,
      firstName: "Olivia",
      lastName: "Operator",
      role: "operator",
    });
    expect(role.statusCode).toBe(400);

    const { id, cookie: first } = await acceptInvitation(t.app, token);
    const me = await call(t.app, "GET", "/api/profile/my", first);
    expect(me.json()).toMatchObject({
      data: {
        account: {
          id,
          email: FIRST,
          role: "operator",
          emailConfirmed: true,
          firstName: "Olivia",
          lastName: "Operator",
        },
        profile: null,
      },
    });
    // The link works once.
    const again = await post(t.app, "/api/operator/invitations/accept", {
      token,
      password: GOOD_PASSWORD,
      firstName: "Other",
      lastName: "Person",
    });
    expect(again.statusCode).toBe(404);

    // The first session can read its own record and enrol a second factor, and nothing else.
    for (const [method, url, body] of [
      ["GET", "/api/account"],
      ["PATCH", "/api/account", { firstName: "Other" }],
      ["GET", "/api/auth/sessions"],
      ["POST", "/api/auth/totp/disable", { code: "123456" }],
    ] as const) {
      const refused = await call(t.app, method, url, first, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ message: MESSAGES.operatorEnrolFirst });
    }
    expect((await call(t.app, "GET", "/api/auth/totp", first)).json()).toEqual({
      data: { enabled: false },
    });
    // The console is closed to it before the second factor and after it is enrolled.
    await expectClosedTo(first);
    const secret = await enrolTotp(t.app, first, clock);
    await expectClosedTo(first);
    // A half session (password right, code owed) is no way in either.
    const half = await post(t.app, "/api/auth/local/signIn", {
      email: FIRST,
      password: GOOD_PASSWORD,
    });
    await expectClosedTo(cookieFrom(half, SESSION));

    const cookie = await signInOperator(t.app, FIRST, secret, clock);
    expect((await call(t.app, "GET", "/api/auth/sessions", cookie)).statusCode).toBe(200);
    // An operator leaves only by another operator's hand (never the last one), not from Settings.
    const leave = await call(t.app, "DELETE", "/api/account", cookie, { password: GOOD_PASSWORD });
    expect(leave.statusCode).toBe(403);
    expect(leave.json()).toMatchObject({ message: MESSAGES.operatorCannotDeleteSelf });
    const list = await call(t.app, "GET", "/api/operator/accounts", cookie);
    expect(list.statusCode, list.body).toBe(200);
    // The athlete of the first test is all the waiting list holds.
    expect(
      list.json<{ data: { list: { role: string }[] } }>().data.list.map((a) => a.role),
    ).toEqual(["athlete"]);
  });

  it("answers every console call 404, as to an unknown address, to the signed-out and to non-operators", async () => {
    await expectClosedTo(undefined);
    const person = await signUpAndConfirm(t.app, t.sink);
    await expectClosedTo(person.cookie);
    await expectClosedTo(`${SESSION}=${"x".repeat(43)}`);
  });
});

describe.each(DATABASE_KINDS)("operators managing operators on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  const FOUNDER = "founder.operator@lineup.test";
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, OPERATOR_EMAILS: FOUNDER },
      deps: { clock: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("invites an operator, lists both, removes one, and refuses to remove the last", async () => {
    const founder = await signedInOperator(t.app, t.sink, clock, FOUNDER);
    const invitee = freshEmail("operator");
    const invited = await call(t.app, "POST", "/api/operator/invitations", founder.cookie, {
      email: invitee,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ data: { email: invitee } });

    // An address with a Lineup account is not invited.
    const person = await signUpAndConfirm(t.app, t.sink);
    const taken = await call(t.app, "POST", "/api/operator/invitations", founder.cookie, {
      email: person.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.operatorAddressTaken });

    const listed = await call(t.app, "GET", "/api/operator/operators", founder.cookie);
    expect(listed.json()).toMatchObject({
      data: {
        list: [{ email: FOUNDER, name: "Olivia Operator", secondFactor: true, you: true }],
        invited: [{ email: invitee }],
      },
    });

    // Joined but without a second factor yet: listed as such, to the founder.
    const joined = await acceptInvitation(t.app, await invitationToken(t.sink, invitee));
    const unenrolled = await call(t.app, "GET", "/api/operator/operators", founder.cookie);
    expect(unenrolled.json<{ data: { list: unknown[] } }>().data.list).toEqual([
      expect.objectContaining({ email: FOUNDER, secondFactor: true, you: true }),
      expect.objectContaining({ id: joined.id, email: invitee, secondFactor: false, you: false }),
    ]);
    const secret = await enrolTotp(t.app, joined.cookie, clock);
    const colleague = {
      id: joined.id,
      cookie: await signInOperator(t.app, invitee, secret, clock),
    };
    const both = await call(t.app, "GET", "/api/operator/operators", colleague.cookie);
    expect(both.json<{ data: { list: unknown[]; invited: unknown[] } }>().data).toMatchObject({
      list: [{ email: FOUNDER }, { email: invitee, you: true }],
      invited: [],
    });

    const removed = await call(
      t.app,
      "DELETE",
      `/api/operator/operators/${colleague.id}`,
      founder.cookie,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.sink.nth(invitee, 2)).subject).toBe("You are no longer a Lineup operator");
    // The removed operator's session is gone with the account.
    const gone = await call(t.app, "GET", "/api/operator/funnel", colleague.cookie);
    expect(gone.statusCode).toBe(404);

    const last = await call(
      t.app,
      "DELETE",
      `/api/operator/operators/${founder.id}`,
      founder.cookie,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: MESSAGES.operatorLastOperator });

    const audit = await call(t.app, "GET", "/api/operator/audit", founder.cookie);
    const actions = audit
      .json<{
        data: { list: { action: string; actor: { name: string }; target: { name: string } }[] };
      }>()
      .data.list.map((entry) => `${entry.action} ${entry.actor.name} → ${entry.target.name}`);
    expect(actions).toEqual([
      `remove_operator Olivia Operator → Olivia Operator`,
      `operator_joined Olivia Operator → Olivia Operator`,
      `invite_operator Olivia Operator → ${invitee}`,
      `operator_joined Olivia Operator → Olivia Operator`,
      `invite_operator Lineup (OPERATOR_EMAILS) → ${FOUNDER}`,
    ]);
  });
});
