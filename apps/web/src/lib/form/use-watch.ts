import { useCallback, useRef, useSyncExternalStore } from "react";
import type { Control, FieldValues, Path } from "./types";

type Watched<T extends FieldValues, N> = N extends readonly Path<T>[]
  ? { [K in keyof N]: T[N[K] & keyof T] }
  : N extends Path<T>
    ? T[N]
    : never;

/** The current value of a field, or of several as a tuple; re-renders when one of them changes. */
export function useWatch<T extends FieldValues, const N extends Path<T> | readonly Path<T>[]>({
  control,
  name,
}: {
  control: Control<T>;
  name: N;
}): Watched<T, N> {
  const last = useRef<unknown[]>(undefined);
  const key = typeof name === "string" ? name : name.join("\n");
  const read = useCallback(() => {
    const values = control.getValues();
    if (typeof name === "string") return values[name];
    // The same array while nothing changed, so React sees a stable snapshot.
    const next = name.map((field) => values[field] as unknown);
    if (!last.current || next.some((value, i) => value !== last.current![i])) last.current = next;
    return last.current;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `name`
  }, [control, key]);
  return useSyncExternalStore(control.subscribe, read, read) as Watched<T, N>;
}
