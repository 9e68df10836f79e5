import { useId, type Ref } from "react";
import { FieldError, FieldLabel, describedBy, inputClass } from "./field-parts";

export type SelectOption = { value: string; label: string };

type SelectProps = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  optional?: boolean;
  error?: string | undefined;
  /** Lets a form focus the field, e.g. the first invalid one on submit. */
  buttonRef?: Ref<HTMLSelectElement>;
};

/**
 * A choice from a short fixed list: the browser's own `<select>`, styled like the text fields.
 * The platform gives the keyboard (arrows, type-ahead, Enter, Escape), closing on a press
 * outside, the phone's native picker and the screen-reader semantics, with no script of ours
 * (docs/decisions/0059). Until a value is chosen it shows the placeholder, which cannot be
 * picked again unless the options themselves offer an empty value (e.g. "None").
 */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder = "Select…",
  optional,
  error,
  buttonRef,
}: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasEmptyOption = options.some((option) => option.value === "");

  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          ref={buttonRef}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`${inputClass} cursor-pointer appearance-none pr-11 ${value ? "" : "text-zinc-600"}`}
        >
          {!hasEmptyOption && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-zinc-950">
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-zinc-700"
        >
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
