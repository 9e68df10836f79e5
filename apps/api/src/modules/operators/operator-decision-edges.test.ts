import {
  OPERATOR_LIMITS,
  ROUTES,
  type AuditEntry,
  type OperatorBulkDecisionAnswer,
} from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { call } from "@api-test/account-helpers";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { useOperatorApp, type Operator } from "@api-test/operator-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";
import { recordAudit } from "./operator-audit";

const OPERATOR = "edge.operator@lineup.test";

/** The edges of a decision: the operator's own account in a bulk call, e-mails, the log's pages. */
describe.each(DATABASE_KINDS)("operator decisions at their edges on %s", (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let operator: Operator;
  useOperatorApp(kind, OPERATOR, clock, (started, signedIn) => {
    t = started;
    operator = signedIn;
  });

  const bulk = (ids: string[], body: object) =>
    call(t.app, "POST", "/api/operator/accounts/decisions", operator.cookie, { ids, ...body });
  const accountOf = async (cookie: string) =>
    (await call(t.app, "GET", "/api/account", cookie)).json<{
      data: { id: string; firstName: string };
    }>().data;
  /** An athlete with a date of birth, whom an operator may approve. */
  const athleteToDecide = async () => {
    const person = await signUpAndConfirm(t.app, t.sink, athleteBody());
    const created = await post(
      t.app,
      "/api/profile/athlete/create",
      await validAthleteBody(t.app),
      person.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    return { ...person, ...(await accountOf(person.cookie)) };
  };

  it("never suspends the operator's own account when a bulk call names it", async () => {
    const person = await athleteToDecide();
    expect((await bulk([person.id], { decision: "approve" })).statusCode).toBe(200);
    const suspended = await bulk([person.id, operator.id], {
      decision: "suspend",
      message: "Fake photos.",
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<{ data: OperatorBulkDecisionAnswer }>().data).toEqual({
      decided: [{ id: person.id, status: "suspended", statusMessage: "Fake photos." }],
      skipped: [{ id: operator.id, reason: "own_account" }],
    });
    // The operator still works in the console.
    const console = await call(t.app, "GET", "/api/operator/accounts", operator.cookie);
    expect(console.statusCode).toBe(200);
  });

  it("answers a bulk approval that names only the operator with nothing decided", async () => {
    const own = await bulk([operator.id], { decision: "approve" });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ data: OperatorBulkDecisionAnswer }>().data).toEqual({
      decided: [],
      skipped: [{ id: operator.id, reason: "own_account" }],
    });
  });

  it("keeps no message on an approval, greets the person by first name, and links a change request to their home", async () => {
    const approved = await athleteToDecide();
    const before = t.sink.to(approved.email).length;
    const answer = await bulk([approved.id], { decision: "approve", message: "Welcome!" });
    expect(answer.json<{ data: OperatorBulkDecisionAnswer }>().data.decided).toEqual([
      { id: approved.id, status: "approved", statusMessage: null },
    ]);
    const welcome = await t.sink.nth(approved.email, before + 1);
    expect(welcome.text).toContain(`Hi ${approved.firstName},`);
    expect(welcome.text).not.toContain("Welcome!");

    const asked = await athleteToDecide();
    const mails = t.sink.to(asked.email).length;
    await bulk([asked.id], { decision: "request_changes", message: "A photo, please." });
    const changes = await t.sink.nth(asked.email, mails + 1);
    expect(changes.text).toContain(`Hi ${asked.firstName},`);
    expect(linkIn(changes, APP_URL).pathname).toBe(ROUTES.myHome);
  });

  it("pages the audit log newest first and shows what the system did without an actor or a target", async () => {
    const pageSize = OPERATOR_LIMITS.auditPageSize;
    // Later than anything the other tests log, one minute apart.
    const base = clock.now().getTime() + 365 * 24 * 3600_000;
    for (let i = 0; i < pageSize + 2; i++) {
      await recordAudit(t.database.db, new Date(base + i * 60_000), [
        {
          action: "approve",
          actor: { id: operator.id, name: "Olivia Operator" },
          target: { id: null, name: `Account ${i}` },
        },
      ]);
    }
    await recordAudit(t.database.db, new Date(base + (pageSize + 2) * 60_000), [
      { action: "invite_operator", actor: null, target: null },
    ]);
    const page = async (n: number) =>
      (await call(t.app, "GET", `/api/operator/audit?page=${n}`, operator.cookie)).json<{
        data: { list: AuditEntry[]; total: number };
      }>().data;

    const first = await page(1);
    expect(first.list).toHaveLength(pageSize);
    expect(first.list[0]).toMatchObject({
      action: "invite_operator",
      actor: { id: null, name: "Lineup (OPERATOR_EMAILS)" },
      target: null,
    });
    expect(first.list[1]!.target).toEqual({ id: null, name: `Account ${pageSize + 1}` });
    const second = await page(2);
    expect(second.list[0]!.target).toEqual({ id: null, name: `Account 2` });
    expect(second.list[1]!.target).toEqual({ id: null, name: `Account 1` });
    expect(second.total).toBe(first.total);
  });
});
