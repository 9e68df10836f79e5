// The Google and Facebook routes as an app serves them from its first request: the published
// OpenAPI contract, the refusals their schemas decide, the callback's redirect and cookies, and the
// per-address limit every OAuth route shares. Each test starts its own app, so what the routes
// register at start-up is part of what it checks; the local provider is only the outside world.
import { ERROR_CODES, MESSAGES, ROUTES } from "@lineup/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "@api/lib/rate-limits";
import { APP_URL, uniqueEmail } from "@api-test/auth-helpers";
import { BINDING, oauthRoundTrip } from "@api-test/oauth-flow";
import { LocalOAuthServer } from "@api-test/oauth-server";
import { createTestApp, type TestApp, type TestAppOptions } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** The `data` schema of an operation's answer with `status`. */
const answerData = (operation: Operation | undefined, status = "200") =>
  operation?.responses?.[status]?.content?.["application/json"]?.schema.properties?.data;

const parameter = (operation: Operation | undefined, where: string, name: string) =>
  operation?.parameters?.find((p) => p.in === where && p.name === name);

const ROLES = ["athlete", "individual", "agent", "business", "login"];

describe.each(DATABASE_KINDS)("the OAuth routes' contract on %s", (kind) => {
  const provider = new LocalOAuthServer();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());

  /** A fresh app signing in with the local Google and Facebook for the length of `run`. */
  async function withApp(
    run: (t: TestApp) => Promise<void>,
    deps: NonNullable<TestAppOptions["deps"]> = {},
  ): Promise<void> {
    const t = await createTestApp(kind, {
      env: { APP_URL, ...provider.env() },
      deps,
    });
    try {
      await run(t);
    } finally {
      await t.close();
    }
  }

  it("publishes every OAuth route with its summary, tags, parameters, body and answer", async () => {
    await withApp(async (t) => {
      const doc = (await t.app.inject("/api/docs/json")).json<{
        paths: Record<string, Record<string, Operation>>;
      }>();
      const op = (path: string, method: string) => doc.paths[path]?.[method];
      const summaries = {
        "get /api/auth/oauth2/link/{provider}":
          "The provider's consent URL; `role` is the role chosen before leaving",
        "get /api/auth/oauth2/callback/{provider}":
          "The provider's redirect target; forwards to the oauth-redirect page",
        "get /api/auth/oauth2/handoff":
          "What the provider told us, to pre-fill the join form (does not use the token; only in the browser that came back)",
        "post /api/auth/oauth2/sign-up": "Create an account from a provider hand-off",
        "post /api/auth/oauth2/sign-in": "Sign in with a provider hand-off",
      };
      for (const [route, summary] of Object.entries(summaries)) {
        const [method, path] = route.split(" ") as [string, string];
        expect(op(path, method)?.summary, route).toBe(summary);
        expect(op(path, method)?.tags, route).toEqual(["oauth"]);
      }
      expect(op("/api/auth/providers", "get")?.summary).toBe("Which OAuth providers are enabled");

      const link = op("/api/auth/oauth2/link/{provider}", "get");
      const callback = op("/api/auth/oauth2/callback/{provider}", "get");
      for (const [name, operation] of [
        ["link", link],
        ["callback", callback],
      ] as const) {
        expect(parameter(operation, "path", "provider"), name).toMatchObject({
          required: true,
          schema: { type: "string", enum: ["google", "facebook"] },
        });
      }
      expect(parameter(link, "query", "role")).toMatchObject({
        schema: { type: "string", enum: ROLES, default: "login" },
      });
      expect(parameter(link, "query", "role")?.required).not.toBe(true);
      expect(answerData(link)).toMatchObject({ type: "string" });
      for (const [name, maxLength] of [
        ["code", 2000],
        ["state", 200],
        ["error", 200],
        ["iss", 500],
      ] as const) {
        const query = parameter(callback, "query", name);
        expect(query, name).toMatchObject({ schema: { type: "string", maxLength } });
        expect(query?.required, name).not.toBe(true);
      }

      const handoff = op("/api/auth/oauth2/handoff", "get");
      expect(parameter(handoff, "query", "token")).toMatchObject({
        required: true,
        schema: { type: "string", minLength: 16, maxLength: 200 },
      });
      expect(answerData(handoff)).toMatchObject({
        properties: { provider: { enum: ["google", "facebook"] } },
        required: ["provider", "email", "firstName", "lastName", "accountExists"],
      });

      const signUp = op("/api/auth/oauth2/sign-up", "post");
      expect(signUp?.requestBody?.content?.["application/json"]?.schema).toMatchObject({
        properties: { provider: { enum: ["google", "facebook"] } },
      });
      expect(signUp?.requestBody?.content?.["application/json"]?.schema.required).toEqual(
        expect.arrayContaining(["provider", "oauthToken"]),
      );
      for (const status of ["200", "201"]) {
        expect(answerData(signUp, status)?.required, status).toEqual(
          expect.arrayContaining(["id", "email"]),
        );
      }

      const signIn = op("/api/auth/oauth2/sign-in", "post");
      expect(signIn?.requestBody?.content?.["application/json"]?.schema).toMatchObject({
        properties: { provider: { enum: ["google", "facebook"] } },
        required: ["provider", "oauthToken"],
      });
      const signInAnswers = signIn?.responses?.["200"]?.content?.["application/json"]?.schema;
      expect(JSON.stringify(signInAnswers)).toContain('"secondFactor"');
      expect(JSON.stringify(signInAnswers)).toContain('"email"');

      expect(answerData(op("/api/auth/providers", "get"))).toMatchObject({
        required: ["google", "facebook"],
      });
    });
  });

  it("refuses an unknown provider or role, a foreign-length query and an unknown body provider as invalid", async () => {
    await withApp(async (t) => {
      const invalid = async (response: Awaited<ReturnType<typeof t.app.inject>>, field: string) => {
        expect(response.statusCode, field).toBe(400);
        const body = response.json<{ fields?: Record<string, string> }>();
        expect(body, field).toMatchObject({
          statusCode: 400,
          code: ERROR_CODES.validation,
          message: MESSAGES.invalidRequest,
        });
        expect(Object.keys(body.fields ?? {}), field).toContain(field);
      };
      await invalid(await t.app.inject("/api/auth/oauth2/link/twitter"), "provider");
      await invalid(await t.app.inject("/api/auth/oauth2/link/google?role=admin"), "role");
      await invalid(
        await t.app.inject("/api/auth/oauth2/callback/twitter?code=x&state=y"),
        "provider",
      );
      await invalid(
        await t.app.inject(`/api/auth/oauth2/callback/google?state=${"s".repeat(201)}`),
        "state",
      );
      await invalid(
        await t.app.inject(`/api/auth/oauth2/handoff?token=${"t".repeat(15)}`),
        "token",
      );
      await invalid(
        await t.app.inject(`/api/auth/oauth2/handoff?token=${"t".repeat(201)}`),
        "token",
      );
      await invalid(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/oauth2/sign-in",
          payload: { provider: "twitter", oauthToken: "t".repeat(32) },
        }),
        "provider",
      );

      // Every role a visitor may choose is taken, and none at all means signing in.
      for (const role of ROLES) {
        const link = await t.app.inject(`/api/auth/oauth2/link/facebook?role=${role}`);
        expect(link.statusCode, role).toBe(200);
      }
      const plain = await t.app.inject("/api/auth/oauth2/link/google");
      expect(plain.statusCode).toBe(200);
      const consent = new URL(plain.json<{ data: string }>().data);
      // The state in the consent URL is the one this browser is given to bring back.
      expect(consent.searchParams.get("state")).toBe(
        plain.cookies.find((c) => c.name === "lineup_oauth_state")?.value,
      );
    });
  });

  it("lists Google and Facebook as enabled when both are configured", async () => {
    await withApp(async (t) => {
      const providers = await t.app.inject("/api/auth/providers");
      expect(providers.statusCode).toBe(200);
      expect(providers.json()).toEqual({ data: { google: true, facebook: true } });
    });
  });

  it("binds the round trip with a short-lived HttpOnly state cookie and forwards the callback to the oauth-redirect page with a hand-off cookie", async () => {
    await withApp(async (t) => {
      const email = uniqueEmail("contract");
      provider.nextUser({ sub: `google-${email}`, email, email_verified: true, given_name: "Ada" });
      const landing = await oauthRoundTrip(t.app, "google", "agent");

      const link = await t.app.inject("/api/auth/oauth2/link/google?role=agent");
      expect(link.cookies.find((c) => c.name === "lineup_oauth_state")).toMatchObject({
        httpOnly: true,
        sameSite: "Lax",
        path: "/api/auth/oauth2",
        maxAge: 600,
      });

      expect(landing.landed.statusCode).toBe(302);
      expect(landing.target.pathname).toBe(ROUTES.oauthRedirect);
      expect(landing.target.searchParams.get("provider")).toBe("google");
      expect(landing.target.searchParams.get("role")).toBe("agent");
      expect(landing.token.length).toBeGreaterThanOrEqual(16);
      const binding = landing.landed.cookies.find((c) => c.name === BINDING);
      expect(binding).toMatchObject({
        name: "lineup_oauth_binding",
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 600,
      });
      expect(binding?.secure).not.toBe(true);
      expect(binding?.value.length).toBeGreaterThan(0);
      // The state cookie is spent by the callback.
      expect(landing.landed.cookies.find((c) => c.name === "lineup_oauth_state")).toMatchObject({
        value: "",
        path: "/api/auth/oauth2",
      });

      // A callback with no code, or a state this browser never got, goes back to the login page.
      const bare = await t.app.inject("/api/auth/oauth2/callback/google");
      expect(bare.statusCode).toBe(302);
      expect(bare.headers.location).toBe(`${ROUTES.login}?oauthError=1`);
      expect(bare.cookies.some((c) => c.name === BINDING)).toBe(false);
      const foreign = await t.app.inject(
        `/api/auth/oauth2/callback/google?code=abc&state=${landing.callback.searchParams.get("state")}`,
      );
      expect(foreign.headers.location).toBe(`${ROUTES.login}?oauthError=1`);
    });
  });

  it("limits every OAuth route per address, answering 429 with Retry-After, while another address goes on", async () => {
    const rateLimits = { ...DEFAULT_RATE_LIMITS, oauth: { ip: { max: 2, window: 60_000 } } };
    await withApp(
      async (t) => {
        // Valid bodies: the limit is checked once a request is well-formed.
        const bodyOf = (url: string) => ({
          provider: "google",
          oauthToken: "t".repeat(32),
          ...(url.endsWith("sign-up")
            ? {
                personalInfo: { firstName: "Riley", lastName: "Stone" },
                profileType: "Athlete",
              }
            : {}),
        });
        const from = (remoteAddress: string, method: "GET" | "POST", url: string) =>
          t.app.inject({
            method,
            url,
            remoteAddress,
            ...(method === "POST" ? { payload: bodyOf(url) } : {}),
          });
        const routes = [
          ["GET", "/api/auth/oauth2/link/google"],
          ["GET", "/api/auth/oauth2/callback/google"],
          ["GET", `/api/auth/oauth2/handoff?token=${"t".repeat(32)}`],
          ["POST", "/api/auth/oauth2/sign-up"],
          ["POST", "/api/auth/oauth2/sign-in"],
        ] as const;
        for (const [method, url] of routes) {
          const address = `192.0.2.${routes.findIndex(([, u]) => u === url) + 10}`;
          for (let i = 0; i < 2; i++) {
            expect((await from(address, method, url)).statusCode, `${url} #${i}`).not.toBe(429);
          }
          const over = await from(address, method, url);
          expect(over.statusCode, url).toBe(429);
          expect(over.json(), url).toMatchObject({
            statusCode: 429,
            code: ERROR_CODES.rateLimited,
            retryAfter: 60,
            message: "Too many attempts. Try again in 1 minute.",
          });
          expect(over.headers["retry-after"], url).toBe("60");
        }
        // The count is the address's, shared by the routes: one spent on the link stops the others.
        expect((await from("192.0.2.10", "POST", "/api/auth/oauth2/sign-in")).statusCode).toBe(429);
        expect((await from("192.0.2.99", "GET", "/api/auth/oauth2/link/google")).statusCode).toBe(
          200,
        );
      },
      { rateLimits },
    );
  });
});
