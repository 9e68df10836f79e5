import { useId, type ComponentProps, type ReactNode, type Ref } from "react";
import { FieldError, describedBy } from "./field-parts";

type CheckboxProps = Omit<ComponentProps<"input">, "id" | "type" | "value" | "checked"> & {
  label: ReactNode;
  /** Whether it is ticked. */
  value: boolean;
  error?: string | undefined;
  /** The input, for the form to focus (components/ui/form-field). */
  inputRef?: Ref<HTMLInputElement>;
};

/** A native checkbox, large enough to hit, with its label as the 44 px tap target. */
export function Checkbox({
  label,
  value,
  error,
  inputRef,
  className = "",
  ...inputProps
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5">
        <input
          {...inputProps}
          ref={inputRef}
          checked={value}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className="size-5 shrink-0 cursor-pointer rounded accent-accent-600"
        />
        <span className="text-sm leading-5 text-zinc-800">{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
