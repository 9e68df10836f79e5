import { focusFirst, readElement, valueOfEvent, writeElement } from "./field-elements";
import { shouldValidate } from "./validation-mode";
import type {
  FieldElement,
  FieldError,
  FieldErrors,
  FieldValues,
  FormState,
  Path,
  UseFormProps,
  UseFormRegisterReturn,
  UseFormReturn,
} from "./types";

export type FormMethods<T extends FieldValues, C, O> = Omit<UseFormReturn<T, C, O>, "formState">;

/**
 * One form's values, errors and submit state, outside React: registered inputs stay
 * uncontrolled, and only what a component subscribed to (useForm's formState, a Controller's
 * field, useWatch) re-renders it. Every method keeps its identity for the form's life.
 */
export function createFormControl<T extends FieldValues, C, O>(
  initial: UseFormProps<T, C, O>,
): { methods: FormMethods<T, C, O>; setOptions: (props: UseFormProps<T, C, O>) => void } {
  // The latest options: a form may build a new resolver when its props change.
  let latest = initial;
  const options = () => latest;
  let defaults = { ...initial.defaultValues } as T;
  let values = defaults;
  let state: FormState<T> = {
    errors: {},
    isSubmitting: false,
    isSubmitted: false,
    isSubmitSuccessful: false,
    submitCount: 0,
  };
  const touched = new Set<string>();
  const elements = new Map<string, FieldElement>();
  const registered = new Map<string, UseFormRegisterReturn>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const update = (next: Partial<FormState<T>>) => {
    state = { ...state, ...next };
    notify();
  };
  const setErrors = (change: (errors: Record<string, FieldError | undefined>) => void) => {
    const errors: Record<string, FieldError | undefined> = { ...state.errors };
    change(errors);
    update({ errors: errors as FieldErrors<T> });
  };

  /** Runs the resolver on every value, as react-hook-form does with a schema. */
  const validate = async (names?: Path<T>[]) => {
    const { resolver, context } = options();
    if (!resolver) return { values: values as unknown as O, errors: {} as FieldErrors<T> };
    return resolver(values, context, { fields: {}, names, shouldUseNativeValidation: false });
  };

  /** Validates one field and updates its error only, unless the value moved on meanwhile. */
  const validateField = async (name: Path<T>) => {
    const value = values[name];
    const { errors } = await validate([name]);
    if (values[name] !== value) return;
    setErrors((current) => {
      for (const key of Object.keys(current)) {
        if (key === name || key.startsWith(`${name}.`)) delete current[key];
      }
      for (const [key, error] of Object.entries(errors)) {
        if (key === name || key.startsWith(`${name}.`)) current[key] = error;
      }
    });
  };

  const change = (name: Path<T>, value: unknown, event: "change" | "blur" | "set") => {
    if (event !== "blur" && values[name] !== value) {
      values = { ...values, [name]: value };
      notify();
    }
    if (event === "blur") touched.add(name);
    const { mode, reValidateMode } = options();
    if (event === "set") return;
    const check = { isSubmitted: state.isSubmitted, isTouched: touched.has(name), event };
    if (shouldValidate(mode, reValidateMode, check)) return validateField(name);
    return undefined;
  };

  const setValue: FormMethods<T, C, O>["setValue"] = (name, value, opts) => {
    const element = elements.get(name);
    if (element) writeElement(element, value);
    void change(name, value, "set");
    if (opts?.shouldValidate) void validateField(name);
  };

  const register = <N extends Path<T>>(name: N): UseFormRegisterReturn<N> => {
    const known = registered.get(name);
    if (known) return known as UseFormRegisterReturn<N>;
    const field: UseFormRegisterReturn<N> = {
      name,
      onChange: async (event) => change(name, valueOfEvent(event), "change"),
      onBlur: async () => change(name, values[name], "blur"),
      ref: (instance) => {
        if (!instance) return void elements.delete(name);
        const element = instance as FieldElement;
        elements.set(name, element);
        // A field without a value takes the element's; otherwise the element shows the form's.
        if (values[name] === undefined) values = { ...values, [name]: readElement(element) };
        else writeElement(element, values[name]);
      },
    };
    registered.set(name, field);
    return field;
  };

  const controllerFields = new Map<
    string,
    ReturnType<FormMethods<T, C, O>["control"]["controllerField"]>
  >();
  const controllerField = (name: Path<T>) => {
    let field = controllerFields.get(name);
    if (!field) {
      field = {
        onChange: (eventOrValue) => void change(name, valueOfEvent(eventOrValue), "change"),
        onBlur: () => void change(name, values[name], "blur"),
        ref: (instance) => {
          if (instance) elements.set(name, instance);
          else elements.delete(name);
        },
      };
      controllerFields.set(name, field);
    }
    return field;
  };

  const handleSubmit: FormMethods<T, C, O>["handleSubmit"] = (onValid) => async (event) => {
    event?.preventDefault?.();
    update({ isSubmitting: true });
    let failure: { error: unknown } | undefined;
    let result: Awaited<ReturnType<typeof validate>>;
    try {
      result = await validate();
    } catch (error) {
      // Validation could not load (offline for a moment): the person can submit again.
      update({ isSubmitting: false });
      throw error;
    }
    const errors = { ...result.errors } as FieldErrors<T>;
    const valid = Object.keys(errors).length === 0;
    update({ errors });
    if (valid) {
      try {
        await onValid(result.values as O);
      } catch (error) {
        failure = { error };
      }
    } else if (options().shouldFocusError !== false) {
      focusFirst(elements, Object.keys(errors));
    }
    update({
      isSubmitting: false,
      isSubmitted: true,
      isSubmitSuccessful: valid && !failure,
      submitCount: state.submitCount + 1,
    });
    if (failure) throw failure.error;
  };

  const methods: FormMethods<T, C, O> = {
    control: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      getValues: () => values,
      getFormState: () => state,
      isTouched: (name) => touched.has(name),
      controllerField,
    },
    register,
    handleSubmit,
    setValue,
    getValues: () => values,
    setError: (name, error, opts) => {
      setErrors((errors) => void (errors[name] = error));
      if (opts?.shouldFocus) elements.get(name)?.focus();
    },
    clearErrors: (name) => {
      const names: string[] | undefined = name === undefined ? undefined : [name].flat();
      setErrors((errors) => {
        for (const key of Object.keys(errors)) {
          if (!names || names.some((n) => key === n || key.startsWith(`${n}.`))) delete errors[key];
        }
      });
    },
    reset: (next) => {
      if (next) defaults = { ...next } as T;
      values = defaults;
      touched.clear();
      for (const [name, element] of elements) {
        if (registered.has(name)) writeElement(element, values[name]);
      }
      update({ errors: {}, isSubmitted: false, isSubmitSuccessful: false, submitCount: 0 });
    },
    setFocus: (name) => elements.get(name)?.focus(),
    trigger: async (name) => {
      if (name) await validateField(name);
      else update({ errors: { ...(await validate()).errors } });
      return Object.keys(state.errors).length === 0;
    },
  };
  return { methods, setOptions: (props) => void (latest = props) };
}
