import { useState, useSyncExternalStore } from "react";
import { createFormControl } from "./form-control";
import type { FieldValues, UseFormProps, UseFormReturn } from "./types";

/**
 * A form's state, with react-hook-form's API for what the app uses. The component re-renders
 * when the form state (errors, submitting) changes, not on every keystroke.
 */
export function useForm<T extends FieldValues, C = unknown, O = T>(
  props: UseFormProps<T, C, O> = {},
): UseFormReturn<T, C, O> {
  const [{ methods, setOptions }] = useState(() => createFormControl(props));
  setOptions(props);
  const { control } = methods;
  const formState = useSyncExternalStore(
    control.subscribe,
    control.getFormState,
    control.getFormState,
  );
  return { ...methods, formState };
}
