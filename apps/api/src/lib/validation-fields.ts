import { MESSAGES } from "@lineup/shared";
import type { ZodFastifySchemaValidationError } from "fastify-type-provider-zod";

const dotted = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".");

/**
 * The `fields` of a 400: each field's first message, by its dotted path (`personalInfo.firstName`,
 * `services.0.name`; `_` for the body as a whole). An unknown key of a strict object is named
 * itself (DESIGN.md: "an unknown field is a 400, not silently dropped"). A Map, so a key named
 * `constructor` or `__proto__` is a field like any other.
 */
export function validationFields(
  issues: ZodFastifySchemaValidationError[],
): Record<string, string> {
  const fields = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!fields.has(path)) fields.set(path, message);
  };
  for (const issue of issues) {
    const at = dotted(issue.instancePath);
    const keys = issue.keyword === "unrecognized_keys" ? issue.params.keys : undefined;
    if (Array.isArray(keys)) {
      for (const key of keys)
        add(at ? `${at}.${String(key)}` : String(key), MESSAGES.fieldNotAccepted);
    } else add(at || "_", issue.message ?? "Invalid value");
  }
  return Object.fromEntries(fields);
}
