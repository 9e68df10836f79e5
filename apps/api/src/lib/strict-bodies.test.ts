// DESIGN.md "Bodies are strict: an unknown field is a 400, not silently dropped" (issue 19, point
// 14). Walks the OpenAPI document, so a route added later is checked without anyone listing it:
// every JSON body (and each object nested in it), every route that takes no body, every upload.
import { randomUUID } from "node:crypto";
import { ERROR_CODES, MESSAGES, type ApiError } from "@lineup/shared";
import { freshEmail, TEST_PASSWORD } from "@lineup/test-kit";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validAthleteBody } from "@api-test/athlete-helpers";
import { APP_URL, athleteBody, post, signUpAndConfirm } from "@api-test/auth-helpers";
import { multipart, png } from "@api-test/media-fixtures";
import { signedInOperator } from "@api-test/operator-helpers";
import { TestClock, createTestApp, type TestApp } from "@api-test/test-app";
import { DATABASE_KINDS } from "@api-test/test-database";

const UNKNOWN = "unknownField";
const token = "a".repeat(64);
const person = { firstName: "Jordan", lastName: "Mitchell" };

/** A body each JSON route takes past validation (what it does next does not matter here). */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  "POST /api/auth/local/signUp": () => ({
    email: freshEmail("strict"),
    password: TEST_PASSWORD,
    personalInfo: person,
    profileType: "Individual",
  }),
  "POST /api/auth/resend-confirmation": () => ({ email: freshEmail("strict") }),
  "POST /api/auth/confirm-email": () => ({ token }),
  "POST /api/auth/local/signIn": () => ({ email: freshEmail("strict"), password: TEST_PASSWORD }),
  "POST /api/auth/reset-password-request": () => ({ email: freshEmail("strict") }),
  "PATCH /api/auth/restore-password": () => ({ password: TEST_PASSWORD, code: token }),
  "POST /api/auth/oauth2/sign-up": () => ({
    provider: "google",
    oauthToken: token,
    personalInfo: person,
    profileType: "Individual",
  }),
  "POST /api/auth/oauth2/sign-in": () => ({ provider: "google", oauthToken: token }),
  "POST /api/profile/athlete/create": () => ({
    sport: 1,
    hometown: 1,
    roles: [1],
    activities: [1],
    education: "Professional",
  }),
  "PATCH /api/profile/athlete/update/{id}": () => ({
    socials: { instagram: "https://instagram.com/jordan" },
    services: [{ id: randomUUID(), name: "Camp visit", price: 50 }],
    bio: "Point guard.",
  }),
  "POST /api/profile/business/create": () => ({
    website: "summit.example.com",
    location: 1,
    type: 1,
    marketingTactics: [1],
    goals: [1],
  }),
  "POST /api/profile/individual/create": () => ({ location: 1 }),
  "PATCH /api/profile/business/update/{id}": () => ({ bio: "We sponsor teams.", goals: [1] }),
  "PATCH /api/profile/individual/update/{id}": () => ({ bio: "A coach.", location: 1 }),
  "POST /api/profile/resubmit": () => ({}),
  "POST /api/service/add": () => ({ name: "Camp visit", price: 50 }),
  "POST /api/invite/athlete/{email}": () => ({ email: "invitee@example.com" }),
  "POST /api/auth/totp/enable": () => ({ code: "123456" }),
  "POST /api/auth/totp/verify": () => ({ code: "123456" }),
  "POST /api/auth/totp/disable": () => ({ code: "123456" }),
  "POST /api/representation": () => ({ agentEmail: "agent@example.com" }),
  "PATCH /api/account": () => ({ firstName: "Jordan" }),
  "POST /api/account/password": () => ({
    currentPassword: TEST_PASSWORD,
    password: "Another-Harbor-77",
  }),
  "POST /api/account/email-change": () => ({
    email: freshEmail("strict"),
    password: TEST_PASSWORD,
  }),
  "POST /api/account/email-change/confirm": () => ({ token }),
  "DELETE /api/account": () => ({ password: TEST_PASSWORD }),
  "POST /api/operator/accounts/{id}/decision": () => ({
    decision: "request_changes",
    message: "Please add a photo.",
  }),
  "POST /api/operator/accounts/decisions": () => ({
    ids: [randomUUID()],
    decision: "approve",
  }),
  "POST /api/operator/invitations": () => ({ email: freshEmail("strict") }),
  "POST /api/operator/invitations/accept": () => ({
    token,
    password: TEST_PASSWORD,
    ...person,
  }),
  "POST /api/offers": () => ({
    athleteId: randomUUID(),
    serviceId: randomUUID(),
    amount: 1250.5,
    message: "Would you run a clinic for our team?",
    activityDate: "2030-06-01",
    expiresInDays: 7,
  }),
  "POST /api/offers/{id}/actions": () => ({
    action: "counter",
    amount: 1400,
    message: "Meet me halfway?",
  }),
  "POST /api/offers/{id}/messages": () => ({ body: "See you on Saturday." }),
  "POST /api/guardian/offer/{token}": () => ({ decision: "confirm" }),
  "POST /api/guardian/consent/{token}": () => ({
    decision: "consent",
    guardianName: "Pat Mitchell",
  }),
  "POST /api/guardian/withdraw/{token}": () => ({ guardianName: "Pat Mitchell" }),
};

/** The console answers 404 to anyone else, so its bodies are checked as a signed-in operator. */
const OPERATOR_EMAIL = "strict.operator@lineup.test";
const isConsole = (path: string) =>
  path.startsWith("/api/operator/") && path !== "/api/operator/invitations/accept";

/** Uploads are multipart (not in the document's request bodies): their file field. */
const UPLOADS: Record<string, string> = {
  "PATCH /api/profile/{id}/update-avatar": "file",
  "PATCH /api/athlete/update-photos/{id}": "files",
  "PATCH /api/athlete/update-videos/{id}": "files",
};

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Route {
  name: string;
  method: string;
  path: string;
  schema: JsonSchema | undefined;
}

function routesOf(app: FastifyInstance): Route[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        schema: operation.requestBody?.content?.["application/json"]?.schema,
      })),
  );
}

/** Every object schema in a body schema that admits keys it does not name, by its path. */
function openObjects(schema: JsonSchema | undefined, at = "body"): string[] {
  if (!schema) return [];
  const here =
    schema.type === "object" && schema.additionalProperties !== false ? [at] : ([] as string[]);
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
      openObjects(s, `${at}.${key}`),
    ),
    ...openObjects(schema.items, `${at}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
      openObjects(s, at),
    ),
  ];
  return [...here, ...inner];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The body with an unknown key added at the root and inside each object it holds, by path. */
function withUnknownKeys(body: Json): { path: string; body: Json }[] {
  const variants: { path: string; body: Json }[] = [
    { path: UNKNOWN, body: { ...body, [UNKNOWN]: "x" } },
  ];
  for (const [key, value] of Object.entries(body)) {
    const inner = Array.isArray(value)
      ? (value as unknown[]).flatMap((item, i) =>
          isObject(item)
            ? withUnknownKeys(item).map((v) => ({
                path: `${key}.${i}.${v.path}`,
                body: { ...body, [key]: value.map((x: unknown, j) => (j === i ? v.body : x)) },
              }))
            : [],
        )
      : isObject(value)
        ? withUnknownKeys(value).map((v) => ({
            path: `${key}.${v.path}`,
            body: { ...body, [key]: v.body },
          }))
        : [];
    variants.push(...inner);
  }
  return variants;
}

describe.each(DATABASE_KINDS)("strict bodies on %s", (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let operatorCookie: string;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: true,
      env: { APP_URL, OPERATOR_EMAILS: OPERATOR_EMAIL },
      deps: { clock: clock.now },
    });
    app = t.app;
    operatorCookie = (await signedInOperator(app, t.sink, clock, OPERATOR_EMAIL)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const urlOf = (route: Route) =>
    route.path
      .replace("{id}", randomUUID())
      .replace("{token}", token)
      .replace("{email}", encodeURIComponent(freshEmail("strict")));
  const send = (route: Route, payload?: unknown, cookie?: string) => {
    const as = cookie ?? (isConsole(route.path) ? operatorCookie : undefined);
    return app.inject({
      method: route.method as "POST",
      url: urlOf(route),
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: as ? { cookie: as } : {},
    });
  };
  const refusedFields = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiError>();
    expect(body).toMatchObject({ code: ERROR_CODES.validation, message: MESSAGES.invalidRequest });
    return body.fields ?? {};
  };

  it("describes every JSON body as a closed object, nested objects too", () => {
    const bodies = routesOf(app).filter((route) => route.schema);
    expect(bodies.length).toBeGreaterThan(15);
    for (const route of bodies) expect(openObjects(route.schema), route.name).toEqual([]);
  });

  it("refuses an unknown field of every JSON body, at the root and in nested objects, naming it", async () => {
    const bodies = routesOf(app).filter((route) => route.schema);
    expect(bodies.map((route) => route.name).sort()).toEqual(Object.keys(VALID_BODIES).sort());
    let nested = 0;
    for (const route of bodies) {
      const valid = VALID_BODIES[route.name]!();
      // The body is valid as it is: whatever answers, it is not the validation.
      const plain = await send(route, valid);
      expect(plain.json<ApiError>().code, `${route.name} ${plain.body}`).not.toBe(
        ERROR_CODES.validation,
      );
      for (const variant of withUnknownKeys(valid)) {
        if (variant.path !== UNKNOWN) nested++;
        const fields = refusedFields(await send(route, variant.body));
        expect(fields, route.name).toEqual({ [variant.path]: MESSAGES.fieldNotAccepted });
      }
    }
    expect(nested).toBeGreaterThanOrEqual(3); // socials, a service, personal info
  });

  it("refuses any field sent to a route that takes no body, and takes none or {}", async () => {
    const bodiless = routesOf(app).filter((route) => !route.schema && !UPLOADS[route.name]);
    expect(bodiless.map((route) => route.name)).toContain(
      "POST /api/account/registration-complete",
    );
    for (const route of bodiless) {
      const fields = refusedFields(await send(route, { [UNKNOWN]: 1, role: "operator" }));
      expect(fields, route.name).toEqual({
        [UNKNOWN]: MESSAGES.fieldNotAccepted,
        role: MESSAGES.fieldNotAccepted,
      });
      expect(refusedFields(await send(route, [1]))).toEqual({ _: MESSAGES.noBodyTaken });
      for (const payload of [undefined, {}]) {
        const answer = await send(route, payload);
        expect(answer.statusCode, `${route.name} ${answer.body}`).not.toBe(400);
      }
    }
  });

  it("refuses an upload with a part of another name, storing nothing", async () => {
    const { cookie } = await signUpAndConfirm(app, t.sink, athleteBody());
    const created = await post(
      app,
      "/api/profile/athlete/create",
      await validAthleteBody(app),
      cookie,
    );
    const id = created.json<{ data: { id: string } }>().data.id;
    const uploads = routesOf(app).filter((route) => UPLOADS[route.name]);
    expect(uploads).toHaveLength(Object.keys(UPLOADS).length);
    const image = await png();
    for (const route of uploads) {
      const field = UPLOADS[route.name]!;
      const url = route.path.replace("{id}", id);
      for (const extra of [
        ["caption", "My best game"],
        ["thumbnail", "t.png", image, "image/png"],
      ] as const) {
        const { payload, headers } = await multipart([
          [field, "a.png", image, "image/png"],
          [...extra],
        ]);
        const response = await app.inject({
          method: "PATCH",
          url,
          payload,
          headers: { ...headers, cookie },
        });
        expect(refusedFields(response), route.name).toEqual({
          [extra[0]]: MESSAGES.fieldNotAccepted,
        });
      }
    }
    const profile = await app.inject({ url: `/api/profile/private/${id}`, headers: { cookie } });
    expect(profile.json()).toMatchObject({
      data: { profile: { avatar: null, photos: [], videos: [] } },
    });
  });
});
