import { useId, type ComponentProps, type ReactNode, type Ref } from "react";
import { FieldError, FieldHint, FieldLabel, describedBy, inputClass } from "./field-parts";

export type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  error?: string | undefined;
  /** The input, for the form to focus (components/ui/form-field). */
  inputRef?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  optional?: boolean;
  /** A control drawn inside the input's right edge, such as the password toggle. */
  endAdornment?: ReactNode;
  /** A short decorative prefix inside the input's left edge, such as "$". */
  startAdornment?: ReactNode;
};

/** A labelled input with its hint and error underneath, linked for assistive technology. */
export function TextField({
  label,
  error,
  inputRef,
  hint,
  optional,
  endAdornment,
  startAdornment,
  className = "",
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative">
        {startAdornment && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-4 flex items-center font-semibold text-zinc-700"
          >
            {startAdornment}
          </span>
        )}
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
          className={`${inputClass} ${endAdornment ? "pr-14" : ""} ${startAdornment ? "pl-8" : ""}`}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0.5 flex items-center">{endAdornment}</div>
        )}
      </div>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
