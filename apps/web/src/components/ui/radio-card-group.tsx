import { useId, type ReactNode } from "react";
import { FieldError, describedBy } from "./field-parts";

export type RadioCardOption<V extends string> = {
  value: V;
  label: string;
  description?: string;
  icon?: ReactNode;
};

type RadioCardGroupProps<V extends string> = {
  legend: ReactNode;
  name: string;
  options: readonly RadioCardOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  required?: boolean;
  error?: string | undefined;
  /** Set when the legend is already visible elsewhere (e.g. as the page heading). */
  legendClassName?: string;
};

/**
 * Radios drawn as cards: native radios sharing a name in a fieldset named by its legend, so the
 * browser moves and checks with the arrow keys and screen readers announce "radio, 1 of 4"
 * with no script of ours (docs/decisions/0059). The whole card is the tap target, and the
 * checked card carries the accent border.
 */
export function RadioCardGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  required,
  error,
  legendClassName = "mb-3 text-sm font-semibold text-zinc-900",
}: RadioCardGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId)}
    >
      <legend className={legendClassName}>{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const descriptionId = `${id}-${option.value}-description`;
          return (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                required={required}
                aria-describedby={option.description ? descriptionId : undefined}
                className="mt-1 size-5 shrink-0 cursor-pointer accent-accent-600 focus-visible:outline-none"
              />
              {option.icon && (
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700">
                  {option.icon}
                </span>
              )}
              <span className="min-w-0">
                <span className="block font-bold text-zinc-950">{option.label}</span>
                {option.description && (
                  <span id={descriptionId} className="mt-0.5 block text-sm text-zinc-600">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} alert />
    </fieldset>
  );
}
