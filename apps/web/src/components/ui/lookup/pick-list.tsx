import { lookupItemLabel, type LookupItem, type LookupKind } from "@lineup/shared";
import type { ReactNode, Ref } from "react";
import { FieldError, FieldHint, FieldLabel, describedBy, inputClass } from "../field-parts";
import { LookupPopup } from "./lookup-popup";
import { ChevronButton } from "./searchable-dropdown";
import { useLookupCombobox } from "./use-lookup-combobox";

export type PickListProps = {
  label: string;
  kind: LookupKind;
  value: readonly LookupItem[];
  onChange: (items: LookupItem[]) => void;
  onBlur?: () => void;
  sports?: number | undefined;
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

function RemoveIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A multi-select pick-list (spec §2: "Pick-list toggles items in and out of the selection"):
 * a searchable multi-selectable listbox in which a pick toggles the item and the list stays
 * open, with the chosen items as chips above it, each with its own remove button.
 */
export function PickList({
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
}: PickListProps) {
  const isSelected = (item: LookupItem) => value.some((chosen) => chosen.id === item.id);
  const { rootRef, ...combobox } = useLookupCombobox({
    kind,
    sports,
    displayText: "",
    isSelected,
    onPick: (item) =>
      onChange(
        isSelected(item) ? value.filter((chosen) => chosen.id !== item.id) : [...value, item],
      ),
    closeOnPick: false,
    onBlur,
  });
  const inputId = `${combobox.id}-input`;
  const hintId = `${combobox.id}-hint`;
  const errorId = `${combobox.id}-error`;
  const summaryId = `${combobox.id}-summary`;

  function remove(item: LookupItem) {
    onChange(value.filter((chosen) => chosen.id !== item.id));
    // The pressed button disappears with its chip: keep focus in the field.
    document.getElementById(inputId)?.focus();
  }

  return (
    <div ref={rootRef} className="relative">
      <FieldLabel htmlFor={inputId} id={combobox.labelId} optional={optional}>
        {label}
      </FieldLabel>
      {value.length > 0 && (
        <ul aria-label={`Selected: ${label}`} className="mb-2 flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item.id}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-accent-50 pl-4 text-sm font-semibold text-accent-800"
            >
              {lookupItemLabel(item)}
              <button
                type="button"
                aria-label={`Remove ${lookupItemLabel(item)}`}
                onClick={() => remove(item)}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-100"
              >
                <RemoveIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          {...combobox.inputProps}
          ref={inputRef}
          id={inputId}
          name={name}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            value.length > 0 && summaryId,
            hint !== undefined && hintId,
            error && errorId,
          )}
          className={`${inputClass} pr-14`}
        />
        <ChevronButton open={combobox.open} inputId={inputId} onToggle={combobox.toggle} />
      </div>
      <span id={summaryId} hidden>
        {`Selected: ${value.map(lookupItemLabel).join(", ")}`}
      </span>
      <LookupPopup {...combobox.popupProps} multiselectable />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
