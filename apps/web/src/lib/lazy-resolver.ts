import { useEffect } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType, input, output } from "zod";

/** A react-hook-form resolver whose schema (and zod with it) is fetched on first use. */
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
    pending ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Ready,
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

/** Fetches a form's validation after its first render, off the screen's first load. */
export function useLazyValidation(resolver: { preload: () => Promise<void> }): void {
  useEffect(() => {
    void resolver.preload();
  }, [resolver]);
}
