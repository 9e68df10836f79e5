// The invitation and representation routes as an app serves them from its first request: the
// published OpenAPI contract, the sign-in guard of each route, each sender's own invitation budget,
// and the 24-hour edge of an invitation in the agent's list. Each test starts its own app, so what
// the routes register at start-up is part of what it checks.
import { ERROR_CODES, MESSAGES, type LocalSignUpBody } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";
import { APP_URL, athleteBody, post, signUpAndConfirm, uniqueEmail } from "@api-test/auth-helpers";
import { call } from "@api-test/account-helpers";
import { linkIn } from "@api-test/smtp-sink";
import { createTestApp, type TestApp, type TestAppOptions } from "@api-test/test-app";
import { DATABASE_KINDS, type DatabaseKind } from "@api-test/test-database";

const DAY = 24 * 60 * 60 * 1000;

const agentBody = (email = uniqueEmail("agent")): LocalSignUpBody => ({
  email,
  password: "Quiet-Lantern-Orbit-7",
  personalInfo: { firstName: "Morgan", lastName: "Agent" },
});

/** A fresh app with mail for the length of `run`, closed afterwards. */
async function withApp(
  kind: DatabaseKind,
  run: (t: TestApp) => Promise<void>,
  deps: NonNullable<TestAppOptions["deps"]> = {},
): Promise<void> {
  const t = await createTestApp(kind, { mail: true, env: { APP_URL }, deps });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  format?: string;
}
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** The `data` schema of an operation's 200 answer. */
const answerData = (operation: Operation | undefined) =>
  operation?.responses?.["200"]?.content?.["application/json"]?.schema.properties?.data;

describe.each(DATABASE_KINDS)("the invitation routes' contract on %s", (kind) => {
  it("publishes every invitation and representation route with its summary, tags, parameters and answer", async () => {
    await withApp(kind, async (t) => {
      const doc = (await t.app.inject("/api/docs/json")).json<{
        paths: Record<string, Record<string, Operation>>;
      }>();
      const op = (path: string, method: string) => doc.paths[path]?.[method];
      const summaries = {
        "post /api/invite/athlete/{email}":
          "Invite an athlete by e-mail (agents only; one e-mail per address per 24 h)",
        "get /api/invite/sent": "The agent's invitations and their state",
        "get /api/invite/{token}": "What an invitation link is about (400 when invalid or expired)",
        "get /api/representation": "My representation requests in and out, my agent or my athletes",
        "post /api/representation":
          "An athlete names an agent: a request the agent accepts or declines",
        "post /api/representation/{id}/accept": "Accept a request made to me",
        "post /api/representation/{id}/decline": "Decline a request made to me",
        "delete /api/representation/{id}":
          "End a representation, or withdraw my request still waiting",
      };
      for (const [route, summary] of Object.entries(summaries)) {
        const [method, path] = route.split(" ") as [string, string];
        const operation = op(path, method);
        expect(operation?.summary, route).toBe(summary);
        expect(operation?.tags, route).toEqual([
          path.startsWith("/api/invite") ? "invitations" : "representation",
        ]);
      }

      const invite = op("/api/invite/athlete/{email}", "post");
      expect(invite?.parameters?.[0]).toMatchObject({
        name: "email",
        in: "path",
        schema: { type: "string", maxLength: 254 },
      });
      expect(answerData(invite)).toMatchObject({
        properties: { emailSent: { type: "boolean" } },
        required: ["emailSent"],
      });
      expect(answerData(op("/api/invite/sent", "get"))).toMatchObject({
        type: "array",
        items: { required: ["id", "email", "state", "sentAt", "expiresAt"] },
      });
      const described = op("/api/invite/{token}", "get");
      expect(described?.parameters?.[0]).toMatchObject({
        name: "token",
        in: "path",
        schema: { type: "string", minLength: 16, maxLength: 200 },
      });
      expect(answerData(described)).toMatchObject({
        required: ["kind", "email", "inviterEmail", "inviterName"],
      });
      expect(answerData(op("/api/representation", "get"))).toMatchObject({
        required: ["current", "incoming", "outgoing", "invitedBy"],
      });
      for (const [path, method] of [
        ["/api/representation", "post"],
        ["/api/representation/{id}/accept", "post"],
        ["/api/representation/{id}/decline", "post"],
        ["/api/representation/{id}", "delete"],
      ] as const) {
        expect(answerData(op(path, method)), `${method} ${path}`).toMatchObject({
          properties: { ok: { type: "boolean", enum: [true] } },
          required: ["ok"],
        });
      }
      for (const path of ["/api/representation/{id}/accept", "/api/representation/{id}"]) {
        const method = path.endsWith("accept") ? "post" : "delete";
        expect(op(path, method)?.parameters?.[0]).toMatchObject({
          name: "id",
          schema: { format: "uuid" },
        });
      }
    });
  });

  it("asks for a session on every route but an invitation link's description", async () => {
    await withApp(kind, async (t) => {
      const id = "00000000-0000-4000-8000-000000000000";
      const email = uniqueEmail("x");
      const guarded = [
        call(t.app, "POST", `/api/invite/athlete/${email}`, undefined, { email }),
        call(t.app, "GET", "/api/invite/sent"),
        call(t.app, "GET", "/api/representation"),
        call(t.app, "POST", "/api/representation", undefined, { agentEmail: email }),
        call(t.app, "POST", `/api/representation/${id}/accept`, undefined, {}),
        call(t.app, "POST", `/api/representation/${id}/decline`, undefined, {}),
        call(t.app, "DELETE", `/api/representation/${id}`),
      ];
      for (const response of await Promise.all(guarded)) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: ERROR_CODES.unauthorized });
      }
      // The link's description needs no session; an unknown one is refused as invalid.
      const unknown = await call(t.app, "GET", `/api/invite/${"u".repeat(32)}`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        statusCode: 400,
        code: ERROR_CODES.invalidToken,
        message: MESSAGES.invalidInvitation,
      });
    });
  });

  it("answers each route with its data once signed in: an invitation, its link, the lists and a request answered", async () => {
    await withApp(kind, async (t) => {
      const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
      const invited = uniqueEmail("invited");
      const sent = await post(
        t.app,
        `/api/invite/athlete/${invited}`,
        { email: invited },
        agent.cookie,
      );
      expect(sent.json()).toEqual({ data: { emailSent: true } });
      const token = linkIn(await t.sink.nth(invited, 1), APP_URL).searchParams.get("invite")!;
      expect((await call(t.app, "GET", `/api/invite/${token}`)).json()).toEqual({
        data: {
          kind: "agent_invites_athlete",
          email: invited,
          inviterEmail: agent.email,
          inviterName: "Morgan Agent",
        },
      });
      const list = await call(t.app, "GET", "/api/invite/sent", agent.cookie);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ data: [{ email: invited, state: "sent" }] });

      const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
      const named = await post(
        t.app,
        "/api/representation",
        { agentEmail: agent.email },
        athlete.cookie,
      );
      expect(named.json()).toEqual({ data: { ok: true } });
      const asked = await call(t.app, "GET", "/api/representation", agent.cookie);
      expect(asked.statusCode).toBe(200);
      const [request] = asked.json<{ data: { incoming: { id: string; name: string }[] } }>().data
        .incoming;
      expect(request).toMatchObject({ name: "Jordan Mitchell" });
      const accepted = await post(
        t.app,
        `/api/representation/${request!.id}/accept`,
        {},
        agent.cookie,
      );
      expect(accepted.json()).toEqual({ data: { ok: true } });
      const ended = await call(
        t.app,
        "DELETE",
        `/api/representation/${request!.id}`,
        athlete.cookie,
      );
      expect(ended.json()).toEqual({ data: { ok: true } });
      const declinedNothing = await post(
        t.app,
        `/api/representation/${request!.id}/decline`,
        {},
        agent.cookie,
      );
      expect(declinedNothing.statusCode).toBe(409);
    });
  });

  it("gives each sender their own budget of invitations and of agents named, whatever address they call from", async () => {
    const rateLimits = {
      ...DEFAULT_RATE_LIMITS,
      invitations: { sender: { max: 2, window: 60_000 } },
    };
    await withApp(
      kind,
      async (t) => {
        const invite = (cookie: string) => {
          const email = uniqueEmail("budget");
          return post(t.app, `/api/invite/athlete/${email}`, { email }, cookie);
        };
        const name = (cookie: string) =>
          post(t.app, "/api/representation", { agentEmail: uniqueEmail("named") }, cookie);
        // Every caller comes from the same address: the budget is the account's, not the IP's.
        const first = await signUpAndConfirm(t.app, t.sink, agentBody());
        const second = await signUpAndConfirm(t.app, t.sink, agentBody());
        expect((await invite(first.cookie)).statusCode).toBe(200);
        expect((await invite(first.cookie)).statusCode).toBe(200);
        const over = await invite(first.cookie);
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({ code: ERROR_CODES.rateLimited });
        expect((await invite(second.cookie)).statusCode).toBe(200);

        const athlete = await signUpAndConfirm(t.app, t.sink, athleteBody());
        const other = await signUpAndConfirm(t.app, t.sink, athleteBody());
        expect((await name(athlete.cookie)).statusCode).toBe(200);
        expect((await name(athlete.cookie)).statusCode).toBe(200);
        expect((await name(athlete.cookie)).statusCode).toBe(429);
        expect((await name(other.cookie)).statusCode).toBe(200);
      },
      { rateLimits },
    );
  });

  it("shows an invitation as sent until the last millisecond of its 24 hours and expired at the 24th hour", async () => {
    // The app's clock runs with real time until the test stops it at a chosen instant.
    let stopped: Date | undefined;
    await withApp(
      kind,
      async (t) => {
        const agent = await signUpAndConfirm(t.app, t.sink, agentBody());
        const invited = uniqueEmail("edge");
        const before = Date.now();
        await post(t.app, `/api/invite/athlete/${invited}`, { email: invited }, agent.cookie);
        const first = async () =>
          (await call(t.app, "GET", "/api/invite/sent", agent.cookie)).json<{
            data: { state: string; sentAt: string; expiresAt: string }[];
          }>().data[0]!;
        const { expiresAt } = await first();
        expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(DAY);
        expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(DAY);

        stopped = new Date(Date.parse(expiresAt) - 1);
        expect(await first()).toMatchObject({ state: "sent", expiresAt });
        stopped = new Date(expiresAt);
        expect(await first()).toMatchObject({ state: "expired", expiresAt });
      },
      { clock: () => stopped ?? new Date() },
    );
  });
});
