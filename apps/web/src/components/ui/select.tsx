import {
  ComboboxItem,
  ComboboxPopover,
  ComboboxProvider,
  ComboboxSelect,
  ComboboxSelectLabel,
} from "@ariakit/react";
import { useId, type Ref } from "react";
import { FieldError, describedBy, inputClass } from "./field-parts";

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
  buttonRef?: Ref<HTMLButtonElement>;
};

const optionClass =
  "flex min-h-11 cursor-pointer items-center justify-between px-4 text-zinc-900 data-active-item:bg-accent-50 data-active-item:text-accent-800";

/**
 * A select-only combobox (WAI-ARIA APG), Ariakit's ComboboxSelect: a button that opens a listbox;
 * arrow keys move the active option, Enter or Space picks it, and Escape, Tab or a press outside
 * closes the list and gives focus back to the button.
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
  const errorId = `${useId()}-error`;
  const selected = options.find((option) => option.value === value);

  return (
    <div
      className="relative"
      // Focus moving between the button and its open list is not leaving the field.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <ComboboxProvider selectedValue={value} setSelectedValue={onChange}>
        <ComboboxSelectLabel className="mb-1.5 block text-sm font-semibold text-zinc-900">
          {label}
          {optional && <span className="ml-1 font-normal text-zinc-600">(optional)</span>}
        </ComboboxSelectLabel>
        <ComboboxSelect
          ref={buttonRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`${inputClass} flex items-center justify-between gap-2 text-left`}
        >
          <span className={selected ? "" : "text-zinc-600"}>{selected?.label ?? placeholder}</span>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="shrink-0">
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </ComboboxSelect>
        <ComboboxPopover
          sameWidth
          gutter={4}
          className="z-20 max-h-64 overflow-y-auto rounded-xl border border-zinc-200 bg-white py-1 shadow-lg"
        >
          {options.map((option) => (
            <ComboboxItem key={option.value} value={option.value} className={optionClass}>
              {option.label}
              {option.value === value && <span aria-hidden="true">✓</span>}
            </ComboboxItem>
          ))}
        </ComboboxPopover>
      </ComboboxProvider>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
