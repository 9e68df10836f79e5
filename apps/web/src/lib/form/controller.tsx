import { useCallback, useSyncExternalStore, type ReactElement } from "react";
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldValues,
  Path,
} from "./types";

type ControllerProps<T extends FieldValues, N extends Path<T>> = {
  control: Control<T>;
  name: N;
  render: (props: {
    field: ControllerRenderProps<T, N>;
    fieldState: ControllerFieldState;
  }) => ReactElement;
};

/** A controlled widget's field: its value, error and callbacks; re-renders when they change. */
export function Controller<T extends FieldValues, N extends Path<T>>({
  control,
  name,
  render,
}: ControllerProps<T, N>) {
  const value = useSyncExternalStore(
    control.subscribe,
    useCallback(() => control.getValues()[name], [control, name]),
  );
  const error = useSyncExternalStore(
    control.subscribe,
    useCallback(() => control.getFormState().errors[name], [control, name]),
  );
  const callbacks = control.controllerField(name);
  return render({
    field: { ...callbacks, name, value },
    fieldState: { error, invalid: Boolean(error), isTouched: control.isTouched(name) },
  });
}
