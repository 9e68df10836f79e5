import { useId } from "react";
import { FieldError, describedBy } from "./field-parts";

type ChoiceGroupProps<V extends string> = {
  legend: string;
  name: string;
  options: readonly V[];
  value: V | "";
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Lets a form focus the group's first radio, e.g. the first invalid field on submit. */
  inputRef?: (node: HTMLInputElement | null) => void;
};

/**
 * A few short exclusive choices as a row of pills: native radios sharing a name in a fieldset
 * named by its legend, so the browser moves between them with the arrow keys and screen readers
 * announce "radio, 1 of 3" (docs/decisions/0059).
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <fieldset aria-describedby={describedBy(error && errorId)}>
      <legend className="mb-1.5 text-sm font-semibold text-zinc-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-zinc-200 bg-white px-4 font-semibold text-zinc-800 transition-colors hover:border-zinc-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-checked:text-accent-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
