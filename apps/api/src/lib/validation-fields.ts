import { MESSAGES } from "@lineup/shared";
import type { ZodFastifySchemaValidationError } from "fastify-type-provider-zod";

const dotted = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".");

/**
 * The `fields` of a 400: each field's first message, by its dotted path (`personalInfo.firstName`,
 * `services.0.name`; `_` for the body as a whole). An unknown key of a strict object is named
 * itself (DESIGN.md: "an unknown field is a 400, not silently dropped").
 */
export function validationFields(
  issues: ZodFastifySchemaValidationError[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const at = dotted(issue.instancePath);
    const keys = issue.keyword === "unrecognized_keys" ? issue.params.keys : undefined;
    if (Array.isArray(keys)) {
      for (const key of keys)
        fields[at ? `${at}.${String(key)}` : String(key)] ??= MESSAGES.fieldNotAccepted;
      continue;
    }
    fields[at || "_"] ??= issue.message ?? "Invalid value";
  }
  return fields;
}
