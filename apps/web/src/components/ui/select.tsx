import { ComboboxProvider, ComboboxSelect, ComboboxSelectLabel } from "@ariakit/react";
import { Suspense, lazy, useId, useState, type Ref } from "react";
import { blurOnLeaving, FieldError, describedBy, inputClass } from "./field-parts";

const SelectPopover = lazy(() =>
  import("./select-popover").then(({ SelectPopover }) => ({ default: SelectPopover })),
);

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

/**
 * A select-only combobox (WAI-ARIA APG), Ariakit's ComboboxSelect: a button that opens a listbox;
 * arrow keys move the active option, Enter or Space picks it, and Escape, Tab or a press outside
 * closes the list and gives focus back to the button. The list (SelectPopover) loads when it
 * first opens and stays rendered from then on.
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
  const [opened, setOpened] = useState(false);

  return (
    <div className="relative" onBlur={blurOnLeaving(onBlur)}>
      <ComboboxProvider
        selectedValue={value}
        setSelectedValue={onChange}
        setOpen={(open) => open && setOpened(true)}
      >
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
        {opened && (
          <Suspense fallback={null}>
            <SelectPopover options={options} value={value} />
          </Suspense>
        )}
      </ComboboxProvider>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
