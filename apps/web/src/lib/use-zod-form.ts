import { useEffect } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { ZodType } from "zod";
import { onFirstEngagement } from "./on-first-engagement";

/** Each form's field elements by name, as FormField hands them over (components/ui/form-field). */
const elementsOf = new WeakMap<object, Map<string, HTMLElement>>();

export function trackFieldElement(control: object, name: string, element: HTMLElement | null) {
  let elements = elementsOf.get(control);
  if (!elements) elementsOf.set(control, (elements = new Map<string, HTMLElement>()));
  if (element) elements.set(name, element);
  else elements.delete(name);
}

/**
 * Focuses the first invalid field in page order. react-hook-form's own focus goes by the order
 * fields first rendered, so a field shown later (a class after its level, the positions after a
 * sport) would lose to every field below it.
 */
function focusFirstInvalid(control: object, names: string[]) {
  const elements = elementsOf.get(control);
  let first: HTMLElement | undefined;
  for (const name of names) {
    const element = elements?.get(name);
    if (!element?.isConnected) continue;
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) {
      first = element;
    }
  }
  first?.focus();
}

type ZodFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  "resolver" | "defaultValues" | "shouldFocusError"
> & { defaultValues: Input };

type FormSchema<Input, Output> = ZodType<Output, Partial<Record<keyof Input, unknown>>>;

/**
 * A form validated by its shared zod schema (DESIGN.md: one schema per form, used by the form and
 * by the route), with react-hook-form's default timing: on submit, then again on each change.
 * The form's values are typed by `defaultValues`; the schema may take them as anything (a
 * preprocess reads `unknown`) and gives the submitted values their type.
 *
 * `load` imports the schema: zod and the schemas weigh about 25 KiB gzip, which would put every
 * form screen over its 150 KiB first load (docs/decisions/0051). It is fetched once the form has
 * painted, at the person's first press or key (lib/on-first-engagement); a submit that
 * comes sooner waits for it, so the same messages show either way.
 */
/** The zod resolver comes with the schema: it brings zod's own parsing code (docs/decisions/0051). */
const loadZodResolver = () =>
  import("@hookform/resolvers/zod").then((module) => module.zodResolver);

export function useZodForm<Input extends FieldValues, Output>(
  load: () => Promise<FormSchema<NoInfer<Input>, Output>>,
  options: ZodFormOptions<Input, Output>,
): UseFormReturn<Input, unknown, Output> {
  useEffect(
    () =>
      onFirstEngagement(() => void Promise.all([load(), loadZodResolver()]).catch(() => undefined)),
    [load],
  );
  // The schema's input is the form's values (checked in FormSchema, key by key).
  const resolver: Resolver<Input, unknown, Output> = async (...args) => {
    const [schema, zodResolver] = await Promise.all([load(), loadZodResolver()]);
    return zodResolver(schema as unknown as ZodType<Output, Input>)(...args);
  };
  const form = useForm<Input, unknown, Output>({
    ...options,
    defaultValues: options.defaultValues as DefaultValues<Input>,
    resolver,
    shouldFocusError: false,
  });
  return {
    ...form,
    handleSubmit: (onValid, onInvalid) =>
      form.handleSubmit(onValid, async (errors, event) => {
        focusFirstInvalid(form.control, Object.keys(errors));
        await onInvalid?.(errors, event);
      }),
  };
}
