// fast-check arbitraries of hostile input: anything at all, prototype pollution, huge and Unicode
// strings, wrong types, numbers in text, deep nesting; and bodies that are nearly valid (the
// endpoint's own schema with one field replaced) so the fuzzing also gets past validation.
import fc from "fast-check";
import type { JsonSchema } from "./endpoint-catalog";

const pollutionKey = fc.constantFrom("__proto__", "constructor", "prototype");

/** JSON text with a polluting key, written raw: JSON.stringify would drop __proto__. */
export const pollutingJson: fc.Arbitrary<string> = fc
  .tuple(
    pollutionKey,
    fc.constantFrom('{"isAdmin":true}', '{"role":"admin"}', '{"prototype":{"x":1}}'),
  )
  .map(([key, value]) => `{"${key}":${value},"email":"a@example.com","password":"x"}`);

/** Big strings, kept out of arrays and URLs (a 50-element array of megabytes proves nothing). */
const hugeString = fc
  .constantFrom(10_000, 300_000, 1_100_000)
  .chain((n) => fc.constantFrom("A", "é", "😀", "\u0000", "%").map((c) => c.repeat(n)));

const numberText = fc.constantFrom(
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "0x10",
  "1.5",
  " 1",
  "",
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
  numberText,
  fc.constantFrom(8_000, 20_000).map((n) => "x".repeat(n)),
  fc.constantFrom(
    "../../etc/passwd",
    "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "\uFEFF\u202E",
    "a@b",
  ),
);

const deep = fc.nat({ max: 3000 }).map((depth) => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});

/** Any JSON value at all, hostile ones often. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3, withBigInt: false }),
  hostileString,
  hugeString,
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false, [], {}, -1, 0, 2 ** 53 + 1, 1e308),
  fc.array(hostileString, { maxLength: 50 }),
  deep,
  fc.dictionary(fc.oneof(pollutionKey, fc.string()), fc.anything({ maxDepth: 2 })),
);

/** A value of the right kind for a schema, so one hostile field is seen past validation. */
function validish(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant("x");
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "integer":
    case "number":
      return fc.integer({ min: 1, max: 5000 });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validish(schema.items), { minLength: 1, maxLength: 3 });
    case "object":
      return objectFor(schema, undefined);
    default:
      return schema.format === "email"
        ? fc.emailAddress()
        : fc.string({ minLength: 8, maxLength: 40 });
  }
}

function objectFor(schema: JsonSchema, hostileKey: string | undefined): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {}).map(
    ([key, value]) => [key, key === hostileKey ? hostileValue : validish(value)] as const,
  );
  return fc.record(Object.fromEntries(entries));
}

/** A body for this schema: anything, raw polluting JSON, or the schema with one hostile field. */
export function bodyFor(
  schema: JsonSchema | undefined,
): fc.Arbitrary<{ raw: string } | { json: unknown }> {
  const keys = Object.keys(schema?.properties ?? {});
  const nearlyValid = keys.length
    ? fc.constantFrom(...keys).chain((key) => objectFor(schema!, key))
    : fc.constant({});
  return fc.oneof(
    hostileValue.map((json) => ({ json })),
    pollutingJson.map((raw) => ({ raw })),
    nearlyValid.map((json) => ({ json })),
    fc.constantFrom("{", "[1,", '{"a":1}garbage', "null", "\u0000", "").map((raw) => ({ raw })),
  );
}

/** Query values: single, repeated (arrays) or absent. */
export const hostileQuery = (names: string[]) =>
  fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(hostileString, fc.array(hostileString, { maxLength: 5 })),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string | string[]>>;
