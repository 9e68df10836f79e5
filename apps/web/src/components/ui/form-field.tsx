import { useCallback, type ReactElement } from "react";
import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from "react-hook-form";
import { trackFieldElement } from "@web/lib/use-zod-form";

/**
 * What every field component takes from its form: TextField, PasswordField, TextArea and
 * Checkbox as much as the controlled widgets (Select takes `inputRef` as `buttonRef`).
 */
export type FieldProps<V> = {
  name: string;
  value: V;
  /** A change event of an input, or the widget's new value. */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  /** The element to focus when this is the first invalid field of a submit. */
  inputRef: (element: HTMLElement | null) => void;
  /** The message under the field, in the spec's words. */
  error: string | undefined;
};

type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  name: N;
  /** The form's control; without it, the FormProvider's above. */
  control?: Control<T, unknown, unknown>;
  render: (field: FieldProps<FieldPathValue<T, N>>) => ReactElement;
};

/**
 * The one way a form wires a field (react-hook-form's useController): its value, callbacks,
 * error and focus target. Only this field re-renders as a person types in it.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  render,
}: FormFieldProps<T, N>) {
  const context = useFormContext<T, unknown, unknown>() as ReturnType<typeof useFormContext> | null;
  const formControl = control ?? (context?.control as Control<T, unknown, unknown>);
  const { field, fieldState } = useController<T, N, unknown>({ name, control: formControl });
  const { ref } = field;
  const inputRef = useCallback(
    (element: HTMLElement | null) => {
      ref(element);
      trackFieldElement(formControl, name, element);
    },
    [ref, formControl, name],
  );
  return render({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef,
    error: fieldState.error?.message,
  });
}
