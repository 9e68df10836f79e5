/**
 * The types of our form state (lib/form), named and shaped as react-hook-form's so the forms read
 * the same; only the part the app uses. Field names are top-level keys: no form of ours nests.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the values of a form are any shape
export type FieldValues = Record<string, any>;

/** A field's name. */
export type Path<T extends FieldValues> = Extract<keyof T, string>;
export type FieldPath<T extends FieldValues> = Path<T>;
export type PathValue<T extends FieldValues, N extends Path<T>> = T[N];

export type FieldError = { type?: string; message?: string };
/** Errors keyed by field path (a schema may name a nested one, e.g. `services.0.price`). */
export type FieldErrors<T extends FieldValues = FieldValues> = Partial<
  Record<Path<T> | (string & {}), FieldError>
>;

export type ResolverOptions<T extends FieldValues = FieldValues> = {
  fields: Record<string, unknown>;
  names?: Path<T>[];
  criteriaMode?: "firstError" | "all";
  shouldUseNativeValidation?: boolean;
};
export type ResolverResult<T extends FieldValues, Output = T> =
  | { values: Output; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<T> };
export type Resolver<T extends FieldValues = FieldValues, Context = unknown, Output = T> = (
  values: T,
  context: Context | undefined,
  options: ResolverOptions<T>,
) => Promise<ResolverResult<T, Output>> | ResolverResult<T, Output>;

/** When a field is validated: before the first submit (`mode`) and after it (`reValidateMode`). */
export type Mode = "onSubmit" | "onBlur" | "onChange" | "onTouched" | "all";

export type FormState<T extends FieldValues> = {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  isSubmitted: boolean;
  isSubmitSuccessful: boolean;
  submitCount: number;
};

/** What an element must offer to take a field's focus or value. */
export type FieldElement = HTMLElement & { value?: string; checked?: boolean; type?: string };
export type RefCallBack = (instance: HTMLElement | null) => void;
export type ChangeHandler = (event: { target: unknown; type?: unknown }) => Promise<void>;

export type UseFormRegisterReturn<N extends string = string> = {
  name: N;
  onChange: ChangeHandler;
  onBlur: ChangeHandler;
  ref: RefCallBack;
};

export type ControllerRenderProps<T extends FieldValues, N extends Path<T> = Path<T>> = {
  name: N;
  value: PathValue<T, N>;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  ref: RefCallBack;
};
export type ControllerFieldState = { error?: FieldError; invalid: boolean; isTouched: boolean };

export type SetValueOptions = { shouldValidate?: boolean };
export type SubmitHandler<Output> = (values: Output) => unknown;

/** Subscriptions and field bookkeeping, for Controller and useWatch. */
export type Control<T extends FieldValues = FieldValues> = {
  subscribe: (listener: () => void) => () => void;
  getValues: () => T;
  getFormState: () => FormState<T>;
  isTouched: (name: string) => boolean;
  /** Field callbacks of a Controller, the same functions on every render. */
  controllerField: (name: Path<T>) => Omit<ControllerRenderProps<T>, "value" | "name">;
};

export type UseFormReturn<T extends FieldValues = FieldValues, Context = unknown, Output = T> = {
  control: Control<T>;
  formState: FormState<T>;
  register: <N extends Path<T>>(name: N) => UseFormRegisterReturn<N>;
  handleSubmit: (
    onValid: SubmitHandler<Output>,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  setValue: <N extends Path<T>>(name: N, value: PathValue<T, N>, options?: SetValueOptions) => void;
  getValues: () => T;
  setError: (
    name: Path<T> | "root",
    error: FieldError,
    options?: { shouldFocus?: boolean },
  ) => void;
  clearErrors: (name?: Path<T> | Path<T>[]) => void;
  reset: (values?: Partial<T>) => void;
  setFocus: (name: Path<T>) => void;
  trigger: (name?: Path<T>) => Promise<boolean>;
  /** Marker only: `Context` types the resolver's context. */
  readonly _context?: Context;
};

export type UseFormProps<T extends FieldValues, Context, Output> = {
  defaultValues?: Partial<T>;
  resolver?: Resolver<T, Context, Output>;
  context?: Context;
  mode?: Mode;
  reValidateMode?: Exclude<Mode, "onTouched" | "all">;
  shouldFocusError?: boolean;
};
