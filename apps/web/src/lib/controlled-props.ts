import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from "./form";

/** The props every controlled widget (dropdowns, pick-lists) takes from a form Controller (lib/form). */
export function controlledProps<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
) {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}
