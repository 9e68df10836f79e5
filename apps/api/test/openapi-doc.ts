// Reading an app's published OpenAPI document, and an app of a test's own: for the contract tests,
// which start their app inside each test so that what routes register at start-up is covered by
// the test that checks it (docs/decisions/0091).
import type { FastifyInstance } from "fastify";
import { APP_URL } from "./auth-helpers";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";
import type { DatabaseKind } from "./test-database";

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** The app's OpenAPI document, as `/api/docs/json` serves it. */
export async function openApiDoc(app: FastifyInstance) {
  const doc = (await app.inject("/api/docs/json")).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  return {
    operation: (path: string, method: string): Operation | undefined => doc.paths[path]?.[method],
    paths: Object.keys(doc.paths),
  };
}

/** The `data` schema of an operation's answer with `status`. */
export const answerData = (operation: Operation | undefined, status = "200") =>
  operation?.responses?.[status]?.content?.["application/json"]?.schema.properties?.data;

/** The JSON body an operation takes. */
export const bodySchema = (operation: Operation | undefined) =>
  operation?.requestBody?.content?.["application/json"]?.schema;

/** One of an operation's parameters (`where`: path, query, header). */
export const parameter = (operation: Operation | undefined, where: string, name: string) =>
  operation?.parameters?.find((p) => p.in === where && p.name === name);

/** A fresh app with mail (and APP_URL) for the length of `run`, closed afterwards. */
export async function withApp(
  kind: DatabaseKind,
  run: (t: TestApp) => Promise<void>,
  options: { env?: Record<string, string>; deps?: NonNullable<TestAppOptions["deps"]> } = {},
): Promise<void> {
  const t = await createTestApp(kind, {
    mail: true,
    env: { APP_URL, ...options.env },
    deps: options.deps ?? {},
  });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}
