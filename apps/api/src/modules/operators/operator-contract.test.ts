// The operator console's routes as an app serves them from its first request: the published
// OpenAPI contract, the refusals their schemas decide, and each operator's own budgets of reads,
// decisions and invitations. Each test starts its own app, so what the routes register at start-up
// is part of what it checks.
import { ERROR_CODES, MESSAGES, OPERATOR_LIMITS } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "@api/lib/rate-limits";
import { call } from "@api-test/account-helpers";
import { GOOD_PASSWORD, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { invitationToken, signedInOperator, type Operator } from "@api-test/operator-helpers";
import {
  answerData,
  bodySchema,
  openApiDoc,
  parameter,
  withApp,
  type Operation,
} from "@api-test/openapi-doc";
import { TestClock, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS, type DatabaseKind } from "@api-test/test-database";

const ONE = "contract.one@lineup.test";
const TWO = "contract.two@lineup.test";
const OPERATORS = { OPERATOR_EMAILS: `${ONE},${TWO}` };
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const DAY = 24 * 60 * 60 * 1000;

const SUMMARIES = {
  "get /api/operator/accounts":
    "The waiting list: filter by status, role, state, sport and text; pages",
  "get /api/operator/accounts/{id}":
    "One account with its whole profile, representation and invitations",
  "post /api/operator/accounts/{id}/decision":
    "Approve, request changes, reject or suspend; the person is e-mailed",
  "post /api/operator/accounts/decisions":
    "One decision for up to 100 accounts by id; each e-mailed",
  "get /api/operator/funnel":
    "Per role: signed up, confirmed e-mail, started profile, finished, approved",
  "get /api/operator/audit": "Every operator action, newest first (append-only)",
  "post /api/operator/invitations":
    "Invite an address to be an operator (e-mailed; works once, 24 h)",
  "get /api/operator/operators": "Every operator, and the invitations still open",
  "delete /api/operator/operators/{id}": "Remove an operator's account (never the last operator)",
  "post /api/operator/invitations/accept":
    "Accept an operator invitation: password and name; next, a second factor",
};

/** Limits tight enough to reach in a test; the rest as in production. */
const tight = (operator: RateLimits["operator"], extra: Partial<RateLimits> = {}): RateLimits => ({
  ...DEFAULT_RATE_LIMITS,
  operator,
  ...extra,
});
const minute = (max: number) => ({ max, window: 60_000 });

/** A 429 with the wait in seconds, within the limit's minute. */
function expectLimited(response: Awaited<ReturnType<typeof call>>, what: string) {
  expect(response.statusCode, what).toBe(429);
  expect(response.json(), what).toMatchObject({ code: ERROR_CODES.rateLimited, statusCode: 429 });
  const wait = Number(response.headers["retry-after"]);
  expect(wait, what).toBeGreaterThan(0);
  expect(wait, what).toBeLessThanOrEqual(60);
}

/** A fresh app whose two operators are signed in with a code, under `rateLimits`. */
async function withTwoOperators(
  kind: DatabaseKind,
  rateLimits: RateLimits,
  run: (t: TestApp, one: Operator, two: Operator) => Promise<void>,
) {
  const clock = new TestClock();
  await withApp(
    kind,
    async (t) => {
      const one = await signedInOperator(t.app, t.sink, clock, ONE);
      const two = await signedInOperator(t.app, t.sink, clock, TWO);
      await run(t, one, two);
    },
    { env: OPERATORS, deps: { clock: clock.now, rateLimits } },
  );
}

describe.each(DATABASE_KINDS)("the operator console's contract on %s", (kind) => {
  it("publishes every console route with its summary, the operator tag, parameters, body and answer", async () => {
    await withApp(kind, async (t) => {
      const doc = await openApiDoc(t.app);
      const op = (route: keyof typeof SUMMARIES): Operation | undefined => {
        const [method, path] = route.split(" ") as [string, string];
        return doc.operation(path, method);
      };
      for (const route of Object.keys(SUMMARIES) as (keyof typeof SUMMARIES)[]) {
        expect(op(route)?.summary, route).toBe(SUMMARIES[route]);
        expect(op(route)?.tags, route).toEqual(["operator"]);
      }
      expect(doc.paths.filter((path) => path.startsWith("/api/operator")).sort()).toEqual([
        "/api/operator/accounts",
        "/api/operator/accounts/decisions",
        "/api/operator/accounts/{id}",
        "/api/operator/accounts/{id}/decision",
        "/api/operator/audit",
        "/api/operator/funnel",
        "/api/operator/invitations",
        "/api/operator/invitations/accept",
        "/api/operator/operators",
        "/api/operator/operators/{id}",
      ]);

      for (const route of [
        "get /api/operator/accounts/{id}",
        "post /api/operator/accounts/{id}/decision",
        "delete /api/operator/operators/{id}",
      ] as const) {
        expect(parameter(op(route), "path", "id"), route).toMatchObject({
          required: true,
          schema: { type: "string", format: "uuid" },
        });
      }
      const list = op("get /api/operator/accounts");
      expect(parameter(list, "query", "status")?.schema.enum).toEqual([
        "pending",
        "approved",
        "changes_requested",
        "rejected",
        "suspended",
      ]);
      expect(parameter(list, "query", "sort")?.schema).toMatchObject({
        enum: ["newest", "oldest"],
        default: "newest",
      });
      expect(parameter(list, "query", "pageSize")?.schema).toMatchObject({
        maximum: OPERATOR_LIMITS.pageSizeMax,
        default: OPERATOR_LIMITS.pageSizeDefault,
      });
      expect(parameter(op("get /api/operator/audit"), "query", "page")?.schema).toMatchObject({
        minimum: 1,
        default: 1,
      });

      expect(bodySchema(op("post /api/operator/accounts/{id}/decision"))).toMatchObject({
        properties: { decision: { enum: ["approve", "reject", "request_changes", "suspend"] } },
        required: ["decision"],
      });
      expect(bodySchema(op("post /api/operator/accounts/decisions"))).toMatchObject({
        properties: { ids: { maxItems: OPERATOR_LIMITS.bulkMaxIds, minItems: 1 } },
        required: ["ids", "decision"],
      });
      expect(bodySchema(op("post /api/operator/invitations"))).toMatchObject({
        required: ["email"],
      });
      expect(bodySchema(op("post /api/operator/invitations/accept"))).toMatchObject({
        required: ["token", "password", "firstName", "lastName"],
      });

      const answers: [keyof typeof SUMMARIES, string[]][] = [
        ["get /api/operator/accounts", ["list", "total"]],
        ["get /api/operator/accounts/{id}", ["id", "role", "status", "representation"]],
        ["post /api/operator/accounts/{id}/decision", ["id", "status", "statusMessage"]],
        ["post /api/operator/accounts/decisions", ["decided", "skipped"]],
        ["get /api/operator/funnel", ["roles"]],
        ["get /api/operator/audit", ["list", "total", "page", "pageSize"]],
        ["post /api/operator/invitations", ["email", "expiresAt"]],
        ["get /api/operator/operators", ["list", "invited"]],
        ["delete /api/operator/operators/{id}", ["ok"]],
        ["post /api/operator/invitations/accept", ["id", "email", "next"]],
      ];
      for (const [route, required] of answers) {
        expect(answerData(op(route))?.required, route).toEqual(expect.arrayContaining(required));
      }
      expect(answerData(op("post /api/operator/invitations/accept"))?.properties?.next).toEqual(
        expect.objectContaining({ enum: ["enrol_second_factor"] }),
      );
    });
  });

  it("refuses, to an operator, an id that is not one, an unknown or out-of-range query and a body the route does not take, naming the field", async () => {
    const clock = new TestClock();
    await withApp(
      kind,
      async (t) => {
        const { cookie } = await signedInOperator(t.app, t.sink, clock, ONE);
        const refusals: [Parameters<typeof call>[1], string, unknown, string][] = [
          ["GET", "/api/operator/accounts/not-an-id", undefined, "id"],
          ["POST", "/api/operator/accounts/not-an-id/decision", { decision: "approve" }, "id"],
          ["DELETE", "/api/operator/operators/not-an-id", undefined, "id"],
          ["GET", "/api/operator/accounts?bogus=1", undefined, "bogus"],
          ["GET", "/api/operator/accounts?pageSize=101", undefined, "pageSize"],
          ["GET", "/api/operator/audit?page=0", undefined, "page"],
          ["GET", "/api/operator/audit?page=1&bogus=1", undefined, "bogus"],
          ["POST", `/api/operator/accounts/${NO_SUCH_ID}/decision`, { decision: "x" }, "decision"],
          ["POST", "/api/operator/accounts/decisions", { ids: [], decision: "approve" }, "ids"],
          ["POST", "/api/operator/invitations", { email: "not an address" }, "email"],
        ];
        for (const [method, url, body, field] of refusals) {
          const answer = await call(t.app, method, url, cookie, body);
          expect(answer.statusCode, `${method} ${url}`).toBe(400);
          expect(answer.json(), `${method} ${url}`).toMatchObject({
            code: ERROR_CODES.validation,
            fields: { [field]: expect.any(String) },
          });
        }
        const unknown = await call(t.app, "GET", `/api/operator/accounts/${NO_SUCH_ID}`, cookie);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ message: MESSAGES.operatorAccountNotFound });
      },
      { env: OPERATORS, deps: { clock: clock.now } },
    );
  });

  it("answers each console route with only what its schema lists, and an invitation that works for 24 hours", async () => {
    const clock = new TestClock();
    await withApp(
      kind,
      async (t) => {
        const { cookie, id } = await signedInOperator(t.app, t.sink, clock, ONE);
        const person = await signUpAndConfirm(t.app, t.sink, athleteBody());
        const personId = (await call(t.app, "GET", "/api/profile/my", person.cookie)).json<{
          data: { account: { id: string } };
        }>().data.account.id;

        const detail = await call(t.app, "GET", `/api/operator/accounts/${personId}`, cookie);
        expect(detail.statusCode, detail.body).toBe(200);
        expect(detail.json()).toMatchObject({ data: { id: personId, role: "athlete" } });
        expect(detail.body).not.toContain(GOOD_PASSWORD);
        expect(detail.body).not.toMatch(/passwordHash|password_hash|\$argon2/);

        const decided = await post(
          t.app,
          `/api/operator/accounts/${personId}/decision`,
          { decision: "request_changes", message: "Add a photo, please." },
          cookie,
        );
        expect(decided.json()).toEqual({
          data: {
            id: personId,
            status: "changes_requested",
            statusMessage: "Add a photo, please.",
          },
        });
        const audit = await call(t.app, "GET", "/api/operator/audit", cookie);
        expect(audit.json()).toMatchObject({
          data: { page: 1, pageSize: OPERATOR_LIMITS.auditPageSize },
        });

        const invited = "contract.invited@lineup.test";
        const before = clock.now().getTime();
        const sent = await post(t.app, "/api/operator/invitations", { email: invited }, cookie);
        const after = clock.now().getTime();
        expect(sent.statusCode, sent.body).toBe(200);
        const { expiresAt } = sent.json<{ data: { email: string; expiresAt: string } }>().data;
        expect(sent.json()).toEqual({ data: { email: invited, expiresAt } });
        expect(Date.parse(expiresAt) - DAY).toBeGreaterThanOrEqual(before);
        expect(Date.parse(expiresAt) - DAY).toBeLessThanOrEqual(after);
        await invitationToken(t.sink, invited);

        const team = await call(t.app, "GET", "/api/operator/operators", cookie);
        expect(team.json()).toMatchObject({
          data: { list: [{ id, email: ONE, you: true }], invited: [{ email: invited, expiresAt }] },
        });
        const again = await post(t.app, "/api/operator/invitations", { email: ONE }, cookie);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          message: MESSAGES.operatorAlreadyOperator,
          fields: { email: MESSAGES.operatorAlreadyOperator },
        });
        const taken = await post(
          t.app,
          "/api/operator/invitations",
          { email: person.email },
          cookie,
        );
        expect(taken.json()).toMatchObject({
          message: MESSAGES.operatorAddressTaken,
          fields: { email: MESSAGES.operatorAddressTaken },
        });
        const nobody = await call(t.app, "DELETE", `/api/operator/operators/${NO_SUCH_ID}`, cookie);
        expect(nobody.statusCode).toBe(404);
        expect(nobody.json()).toMatchObject({ message: MESSAGES.operatorAccountNotFound });
        const last = await call(t.app, "DELETE", `/api/operator/operators/${id}`, cookie);
        expect(last.statusCode).toBe(409);
        expect(last.json()).toMatchObject({ message: MESSAGES.operatorLastOperator });
      },
      { env: { OPERATOR_EMAILS: ONE }, deps: { clock: clock.now } },
    );
  });

  it("gives each operator one budget of console reads, waiting list and team alike, apart from decisions", async () => {
    const limits = tight({ reads: minute(3), decisions: minute(50) });
    await withTwoOperators(kind, limits, async (t, one, two) => {
      const reads = ["/api/operator/accounts", "/api/operator/funnel", "/api/operator/operators"];
      for (const url of reads) {
        expect((await call(t.app, "GET", url, one.cookie)).statusCode, url).toBe(200);
      }
      expectLimited(await call(t.app, "GET", "/api/operator/audit", one.cookie), "4th read");
      expectLimited(
        await call(t.app, "GET", `/api/operator/accounts/${NO_SUCH_ID}`, one.cookie),
        "5th read",
      );
      // Decisions count apart; the other operator reads on.
      const decision = await post(
        t.app,
        `/api/operator/accounts/${NO_SUCH_ID}/decision`,
        { decision: "approve" },
        one.cookie,
      );
      expect(decision.statusCode).toBe(404);
      expect((await call(t.app, "GET", "/api/operator/audit", two.cookie)).statusCode).toBe(200);
    });
  });

  it("gives each operator one budget of decisions, one by one and in bulk alike, and one of invitations", async () => {
    const limits = tight(
      { reads: minute(50), decisions: minute(2) },
      { invitations: { sender: minute(1) } },
    );
    await withTwoOperators(kind, limits, async (t, one, two) => {
      const single = (cookie: string) =>
        post(
          t.app,
          `/api/operator/accounts/${NO_SUCH_ID}/decision`,
          { decision: "approve" },
          cookie,
        );
      const bulk = (cookie: string) =>
        post(
          t.app,
          "/api/operator/accounts/decisions",
          { ids: [NO_SUCH_ID], decision: "approve" },
          cookie,
        );
      expect((await single(one.cookie)).statusCode).toBe(404);
      expect((await bulk(one.cookie)).statusCode).toBe(200);
      expectLimited(await single(one.cookie), "3rd decision");
      expectLimited(await bulk(one.cookie), "4th decision");
      expect((await bulk(two.cookie)).statusCode).toBe(200);
      // Reads are another budget.
      expect((await call(t.app, "GET", "/api/operator/funnel", one.cookie)).statusCode).toBe(200);

      const invite = (cookie: string, n: number) =>
        post(t.app, "/api/operator/invitations", { email: `budget.${n}@lineup.test` }, cookie);
      expect((await invite(one.cookie, 1)).statusCode).toBe(200);
      expectLimited(await invite(one.cookie, 2), "2nd invitation");
      expectLimited(
        await call(t.app, "DELETE", `/api/operator/operators/${two.id}`, one.cookie),
        "a removal counts with invitations",
      );
      expect((await invite(two.cookie, 3)).statusCode).toBe(200);
    });
  });

  it("limits accepting invitations per address, whatever the token", async () => {
    await withApp(
      kind,
      async (t) => {
        const accept = (token: string, ip: string) =>
          t.app.inject({
            method: "POST",
            url: "/api/operator/invitations/accept",
            payload: { token, password: GOOD_PASSWORD, firstName: "Olivia", lastName: "Operator" },
            remoteAddress: ip,
          });
        const token = await invitationToken(t.sink, ONE);
        const wrong = "w".repeat(43);
        for (let n = 1; n <= 2; n++) {
          const refused = await accept(wrong, "10.30.0.1");
          expect(refused.statusCode).toBe(404);
          expect(refused.json()).toMatchObject({ message: MESSAGES.operatorInvitationInvalid });
        }
        expectLimited(await accept(token, "10.30.0.1"), "3rd from one address");
        const accepted = await accept(token, "10.30.0.2");
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(accepted.json()).toMatchObject({
          data: { email: ONE, next: "enrol_second_factor" },
        });
      },
      {
        env: { OPERATOR_EMAILS: ONE },
        deps: { rateLimits: tight(DEFAULT_RATE_LIMITS.operator, { tokenUse: { ip: minute(2) } }) },
      },
    );
  });
});
