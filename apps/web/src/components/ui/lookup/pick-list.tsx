import { lookupItemLabel, type LookupItem, type LookupKind } from "@lineup/shared";
import { useId, type ReactNode, type Ref } from "react";
import {
  blurOnLeaving,
  FieldError,
  FieldHint,
  FieldLabel,
  describedBy,
  inputClass,
} from "../field-parts";
import { LookupControl } from "./lookup-control";
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const summaryId = `${id}-summary`;
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const combobox = useLookupCombobox({ kind, sports, displayText: "" });
  const isSelected = (item: LookupItem) => value.some((chosen) => chosen.id === item.id);

  /** Ariakit toggles ids in and out; the items come from the choice so far or the list shown. */
  function select(ids: string | string[]) {
    if (!Array.isArray(ids)) return;
    const known = [...value, ...combobox.items];
    onChange(ids.flatMap((chosen) => known.find((item) => String(item.id) === chosen) ?? []));
  }

  function remove(item: LookupItem) {
    onChange(value.filter((chosen) => chosen.id !== item.id));
    // The pressed button disappears with its chip: keep focus in the field.
    document.getElementById(inputId)?.focus();
  }

  return (
    <div className="relative" onBlur={blurOnLeaving(onBlur)}>
      <FieldLabel htmlFor={inputId} id={labelId} optional={optional}>
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
      <LookupControl
        combobox={combobox}
        input={{
          id: inputId,
          name,
          placeholder,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(
            value.length > 0 && summaryId,
            hint !== undefined && hintId,
            error && errorId,
          ),
          className: `${inputClass} pr-14`,
        }}
        inputRef={inputRef}
        labelId={labelId}
        isSelected={isSelected}
        selectedValue={value.map((item) => String(item.id))}
        setSelectedValue={select}
        multiselectable
      />
      <span id={summaryId} hidden>
        {`Selected: ${value.map(lookupItemLabel).join(", ")}`}
      </span>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
