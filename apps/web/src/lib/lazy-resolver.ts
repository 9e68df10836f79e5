import { useEffect } from "react";
import { whenIdle } from "./when-idle";
import type { $ZodIssue } from "zod/v4/core";
import type { ZodType, input, output } from "zod";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "./form";

/** A form resolver (lib/form) whose schema (and zod with it) is fetched on first use. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download; resolves once validation is ready (never rejects). */
  preload: () => Promise<void>;
};

/**
 * zod and the schemas weigh about 30 KB gzip, more than a screen's whole budget beside React
 * (DESIGN.md "Budgets"), so no form carries them on its first load: `load` imports the form's
 * schema module, which arrives with zod in chunks of their own. A form calls `preload()` once
 * mounted (useLazyValidation), so validation is ready before a person has finished typing; a
 * blur or submit that comes sooner waits for it, so the same messages show either way.
 */
export function lazyResolver<Schema extends ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): LazyResolver<input<Schema>, output<Schema>> {
  type Ready = Resolver<input<Schema>, unknown, output<Schema>>;
  let pending: Promise<Ready> | undefined;
  const ready = (): Promise<Ready> => {
    pending ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next blur or submit.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const resolver: Ready = async (values, context, options) =>
    (await ready())(values, context, options);
  return Object.assign(resolver, {
    preload: () =>
      ready().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * Validates with the schema; errors keyed by field path, the first message of each, as
 * @hookform/resolvers' zod resolver gives them (of a union, its first option's message).
 */
function zodResolver<Schema extends ZodType<unknown, FieldValues>>(schema: Schema) {
  type Values = input<Schema>;
  return (async (values: Values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      const shown: $ZodIssue = (issue.code === "invalid_union" && issue.errors[0]?.[0]) || issue;
      errors[path] ??= { type: shown.code, message: shown.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  }) as Resolver<Values, unknown, output<Schema>>;
}

/**
 * Fetches a form's validation once the browser is idle after the first render: off the screen's
 * first load, and not competing with its first paint (docs/decisions/0042).
 */
export function useLazyValidation(resolver: { preload: () => Promise<void> }): void {
  useEffect(() => whenIdle(() => void resolver.preload()), [resolver]);
}
