import { lookupItemLabel, type LookupItem, type LookupKind } from "@lineup/shared";
import type { ReactNode, Ref } from "react";
import { FieldError, FieldHint, FieldLabel, describedBy, inputClass } from "../field-parts";
import { LookupPopup } from "./lookup-popup";
import { useLookupCombobox } from "./use-lookup-combobox";

type ChevronButtonProps = { open: boolean; inputId: string; onToggle: () => void };

export type SearchableDropdownProps = {
  label: string;
  /** Which lookup list to search (LOOKUP_PATHS). */
  kind: LookupKind;
  value: LookupItem | null;
  onChange: (item: LookupItem | null) => void;
  onBlur?: () => void;
  /** The sport whose roles to list, for kind "sportRole". */
  sports?: number | undefined;
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  error?: string | undefined;
  /** Lets a form focus the field, e.g. the first invalid one on submit. */
  inputRef?: Ref<HTMLInputElement>;
};

/** Opens the list for a pointer; keyboard users have the arrow keys, so it is not a tab stop. */
export function ChevronButton({ open, inputId, onToggle }: ChevronButtonProps) {
  return (
    <div className="absolute inset-y-0 right-0.5 flex items-center">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          document.getElementById(inputId)?.focus();
          onToggle();
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-zinc-600 hover:text-zinc-900"
      >
        <svg viewBox="0 0 20 20" width="20" height="20">
          <path
            d={open ? "m5 12.5 5-5 5 5" : "m5 7.5 5 5 5-5"}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </div>
  );
}

/**
 * A single choice from a searchable lookup list (spec §2 "Modals and widgets"): sport, city, …
 * Items read as lookupItemLabel (cities "name, state"). Keyboard and search behaviour live in
 * useLookupCombobox.
 */
export function SearchableDropdown({
  label,
  kind,
  value,
  onChange,
  onBlur,
  sports,
  name,
  placeholder,
  hint,
  optional,
  error,
  inputRef,
}: SearchableDropdownProps) {
  const { rootRef, ...combobox } = useLookupCombobox({
    kind,
    sports,
    displayText: value ? lookupItemLabel(value) : "",
    isSelected: (item) => item.id === value?.id,
    onPick: onChange,
    closeOnPick: true,
    onEmptied: () => onChange(null),
    onBlur,
  });
  const inputId = `${combobox.id}-input`;
  const hintId = `${combobox.id}-hint`;
  const errorId = `${combobox.id}-error`;

  return (
    <div ref={rootRef} className="relative">
      <FieldLabel htmlFor={inputId} id={combobox.labelId} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          {...combobox.inputProps}
          ref={inputRef}
          id={inputId}
          name={name}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
          className={`${inputClass} pr-14`}
        />
        <ChevronButton open={combobox.open} inputId={inputId} onToggle={combobox.toggle} />
      </div>
      <LookupPopup {...combobox.popupProps} />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
