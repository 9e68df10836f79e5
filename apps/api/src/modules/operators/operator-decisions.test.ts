import { MESSAGES, type OperatorBulkDecisionAnswer } from "@lineup/shared";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeTokens, operatorAudit, sessions, totpFactors, users } from "@api/db/schema";
import { call } from "@api-test/account-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { fullAthlete } from "@api-test/full-account";
import { signedInOperator, type Operator } from "@api-test/operator-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const ONE = "decider.one@lineup.test";
const TWO = "decider.two@lineup.test";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every key and every string value anywhere in an answer. */
function walk(value: Json, keys: string[] = [], strings: string[] = []) {
  if (typeof value === "string") strings.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, keys, strings);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      keys.push(key);
      walk(inner, keys, strings);
    }
  }
  return { keys, strings };
}

describe.each(DATABASE_KINDS)("operator decisions on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let one: Operator;
  let two: Operator;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, OPERATOR_EMAILS: `${ONE},${TWO}` },
      deps: { clock: clock.now },
    });
    one = await signedInOperator(t.app, t.sink, clock, ONE);
    two = await signedInOperator(t.app, t.sink, clock, TWO);
  });
  afterAll(async () => {
    await t?.close();
  });

  const decide = (operator: Operator, id: string, body: object) =>
    call(t.app, "POST", `/api/operator/accounts/${id}/decision`, operator.cookie, body);
  const me = async (cookie: string) =>
    (await call(t.app, "GET", "/api/profile/my", cookie)).json<{
      data: { account: { status: string; statusMessage: string | null } };
    }>().data.account;
  /** An athlete who can be approved: a profile with a date of birth (issue 25). */
  const athleteToDecide = async () => {
    const person = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const body = await validAthleteBody(t.app);
    const created = await post(t.app, "/api/profile/athlete/create", body, person.cookie);
    expect(created.statusCode, created.body).toBe(201);
    return person;
  };
  const auditOf = async (targetId: string) =>
    t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, targetId))
      .orderBy(operatorAudit.id);

  it("requests changes with a message the person reads at home and by e-mail, then approves the resubmitted account with the e-mail that opens the door", async () => {
    const person = await athleteToDecide();
    const id = (await call(t.app, "GET", "/api/account", person.cookie)).json<{
      data: { id: string };
    }>().data.id;
    const mails = t.sink.to(person.email).length;

    const bare = await decide(one, id, { decision: "request_changes" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ fields: { message: MESSAGES.operatorMessageRequired } });
    expect((await decide(one, id, { decision: "reject", message: "  " })).statusCode).toBe(400);
    expect((await decide(one, id, { decision: "approve", role: "operator" })).statusCode).toBe(400);

    const message = "Please add a photo of you in uniform.";
    const asked = await decide(one, id, { decision: "request_changes", message });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      data: { id, status: "changes_requested", statusMessage: message },
    });
    expect(await me(person.cookie)).toMatchObject({
      status: "changes_requested",
      statusMessage: message,
    });
    const changes = await t.sink.nth(person.email, mails + 1);
    expect(changes.subject).toBe("Please update your Lineup profile");
    expect(changes.text).toContain(message);

    // Suspending is for approved accounts only: the status is the condition.
    const early = await decide(two, id, { decision: "suspend" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: MESSAGES.operatorDecisionConflict });

    expect((await post(t.app, "/api/profile/resubmit", {}, person.cookie)).statusCode).toBe(200);
    expect(await me(person.cookie)).toMatchObject({ status: "pending", statusMessage: null });

    const approved = await decide(two, id, { decision: "approve" });
    expect(approved.json()).toEqual({ data: { id, status: "approved", statusMessage: null } });
    const welcome = await t.sink.nth(person.email, mails + 2);
    expect(welcome.subject).toBe("You can start working on Lineup");
    expect(linkIn(welcome, APP_URL).pathname).toBe("/auth/login");
    expect(await me(person.cookie)).toMatchObject({ status: "approved" });

    const suspended = await decide(one, id, { decision: "suspend", message: "Fake photos." });
    expect(suspended.json()).toMatchObject({ data: { status: "suspended" } });
    const notice = await t.sink.nth(person.email, mails + 3);
    expect(notice.subject).toBe("Your Lineup account is suspended");
    expect(notice.text).toContain("Fake photos.");

    const trail = await auditOf(id);
    expect(
      trail.map((row) => [row.action, row.actorId, row.fromStatus, row.toStatus, row.message]),
    ).toEqual([
      ["request_changes", one.id, "pending", "changes_requested", message],
      ["approve", two.id, "pending", "approved", null],
      ["suspend", one.id, "approved", "suspended", "Fake photos."],
    ]);
    const account = (await call(t.app, "GET", "/api/account", person.cookie)).json<{
      data: { firstName: string; lastName: string };
    }>().data;
    for (const row of trail) {
      expect(row.targetName).toBe(`${account.firstName} ${account.lastName}`);
      expect(row.actorName).toBe("Olivia Operator");
    }
  });

  it("rejects with the reason in the e-mail", async () => {
    const person = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const id = (await call(t.app, "GET", "/api/account", person.cookie)).json<{
      data: { id: string };
    }>().data.id;
    const mails = t.sink.to(person.email).length;
    const reason = "We could not verify that you play college basketball.";
    const rejected = await decide(one, id, { decision: "reject", message: reason });
    expect(rejected.json()).toEqual({ data: { id, status: "rejected", statusMessage: reason } });
    const mail = await t.sink.nth(person.email, mails + 1);
    expect(mail.subject).toBe("Your Lineup registration was not approved");
    expect(mail.text).toContain(reason);
  });

  it("lets exactly one of two operators deciding at once win; the other gets 409 and nothing is sent twice", async () => {
    const races = [
      [{ decision: "approve" }, { decision: "reject", message: "Not a fit." }],
      [{ decision: "approve" }, { decision: "approve" }],
      [{ decision: "request_changes", message: "A photo, please." }, { decision: "approve" }],
    ];
    for (const [first, second] of races) {
      const person = await athleteToDecide();
      const id = (await call(t.app, "GET", "/api/account", person.cookie)).json<{
        data: { id: string };
      }>().data.id;
      const mails = t.sink.to(person.email).length;
      const answers = await Promise.all([decide(one, id, first!), decide(two, id, second!)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!;
      const status = winner.json<{ data: { status: string } }>().data.status;
      expect(await me(person.cookie)).toMatchObject({ status });
      expect(await auditOf(id)).toHaveLength(1);
      await t.app.outbox.runOnce();
      await t.sink.nth(person.email, mails + 1);
      expect(t.sink.to(person.email)).toHaveLength(mails + 1);
    }
  });

  it("refuses an operator's decision on their own account, and on another operator's", async () => {
    const own = await decide(one, one.id, { decision: "suspend", message: "x" });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: MESSAGES.operatorOwnAccount });
    const other = await decide(one, two.id, { decision: "reject", message: "x" });
    expect(other.statusCode).toBe(404);
    const unknown = await decide(one, randomUUID(), { decision: "approve" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.operatorAccountNotFound });
  });

  it("decides up to 100 accounts in one call, each e-mailed and audited, saying which were left and why", async () => {
    const people = await Promise.all(
      [0, 1, 2].map(async () => {
        const person = await athleteToDecide();
        const id = (await call(t.app, "GET", "/api/account", person.cookie)).json<{
          data: { id: string };
        }>().data.id;
        return { ...person, id };
      }),
    );
    await decide(two, people[2]!.id, { decision: "approve" });
    const mailsBefore = people.map((p) => t.sink.to(p.email).length);
    const missing = randomUUID();
    const ids = [...people.map((p) => p.id), missing, one.id, people[0]!.id];
    const bulk = await call(t.app, "POST", "/api/operator/accounts/decisions", one.cookie, {
      ids,
      decision: "approve",
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const answer = bulk.json<{ data: OperatorBulkDecisionAnswer }>().data;
    expect(answer.decided.map((d) => d.id).sort()).toEqual([people[0]!.id, people[1]!.id].sort());
    expect(answer.decided.every((d) => d.status === "approved")).toBe(true);
    expect(answer.skipped).toEqual(
      expect.arrayContaining([
        { id: people[2]!.id, reason: "status_changed" },
        { id: missing, reason: "not_found" },
        { id: one.id, reason: "own_account" },
      ]),
    );
    expect(answer.skipped).toHaveLength(3);
    for (const [i, person] of people.slice(0, 2).entries()) {
      const mail = await t.sink.nth(person.email, mailsBefore[i]! + 1);
      expect(mail.subject).toBe("You can start working on Lineup");
      expect(await auditOf(person.id)).toHaveLength(1);
    }

    const tooMany = await call(t.app, "POST", "/api/operator/accounts/decisions", one.cookie, {
      ids: Array.from({ length: 101 }, () => randomUUID()),
      decision: "approve",
    });
    expect(tooMany.statusCode).toBe(400);
    const noReason = await call(t.app, "POST", "/api/operator/accounts/decisions", one.cookie, {
      ids: [people[0]!.id],
      decision: "reject",
    });
    expect(noReason.statusCode).toBe(400);
  });

  it("keeps the audit log append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    const db = t.database.db;
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorAudit);
    expect(before!.n).toBeGreaterThan(0);
    await expect(
      db
        .update(operatorAudit)
        .set({ message: "rewritten" })
        .where(sql`true`),
    ).rejects.toThrow();
    await expect(db.delete(operatorAudit).where(sql`true`)).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_audit`)).rejects.toThrow();
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(operatorAudit);
    expect(after!.n).toBe(before!.n);
    const rewritten = await db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.message, "rewritten"));
    expect(rewritten).toEqual([]);

    const page = await call(t.app, "GET", "/api/operator/audit?page=1", one.cookie);
    const { data } = page.json<{
      data: { list: { action: string; at: string }[]; total: number; pageSize: number };
    }>();
    expect(data.total).toBe(before!.n);
    expect(data.list.length).toBe(Math.min(data.pageSize, before!.n));
    const times = data.list.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows one account whole (profile, media, representation, invitations) and never a hash, token, session, secret or price", async () => {
    const person = await fullAthlete(t.app, t.sink, clock);
    const detail = await call(t.app, "GET", `/api/operator/accounts/${person.userId}`, one.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<{ data: Json }>();
    expect(body).toMatchObject({
      data: {
        id: person.userId,
        role: "athlete",
        email: person.email,
        secondFactor: true,
        profile: {
          id: person.profileId,
          bio: "Point guard.",
          photos: [{}, {}],
          videos: [{}],
          athlete: { services: [{ id: person.serviceIds[0], name: "Basketball clinic" }] },
        },
        representation: { current: [{ email: person.agent.email }] },
        invitations: { joinedThrough: { inviter: { email: person.agent.email } } },
      },
    });

    const { keys, strings } = walk(body.data);
    for (const key of keys) expect(key).not.toMatch(/hash|token|secret|session|password|price/i);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
    const [factor] = await t.database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, person.userId));
    const sessionHashes = (
      await t.database.db.select().from(sessions).where(eq(sessions.userId, person.userId))
    ).map((s) => s.tokenHash);
    const tokenHashes = (
      await t.database.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.userId, person.userId))
    ).map((row) => row.tokenHash);
    const forbidden = [
      user!.passwordHash!,
      factor!.secret,
      person.totpSecret,
      person.cookie.split("=")[1]!,
      person.laptop.split("=")[1]!,
      ...sessionHashes,
      ...tokenHashes,
    ];
    expect(forbidden.length).toBeGreaterThan(5);
    for (const secret of forbidden) {
      expect(strings.some((s) => s.includes(secret))).toBe(false);
      expect(detail.body).not.toContain(secret);
    }
    // The service's price (137) is its owner's alone: the service comes by name only.
    const profile = (body.data as { profile: { athlete: { services: object[] } } }).profile;
    for (const service of profile.athlete.services) {
      expect(Object.keys(service).sort()).toEqual(["id", "name"]);
    }
  });
});
