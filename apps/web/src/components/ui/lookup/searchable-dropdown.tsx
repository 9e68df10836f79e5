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

/**
 * A single choice from a searchable lookup list (spec §2 "Modals and widgets"): sport, city, …
 * An editable combobox with list autocomplete (LookupControl); items read as lookupItemLabel
 * (cities "name, state").
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
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const combobox = useLookupCombobox({
    kind,
    sports,
    displayText: value ? lookupItemLabel(value) : "",
    onEmptied: () => onChange(null),
  });

  function select(chosen: string | string[]) {
    const item = combobox.items.find((candidate) => String(candidate.id) === chosen);
    if (item) onChange(item);
  }

  return (
    <div className="relative" onBlur={blurOnLeaving(onBlur)}>
      <FieldLabel htmlFor={inputId} id={labelId} optional={optional}>
        {label}
      </FieldLabel>
      <LookupControl
        combobox={combobox}
        input={{
          id: inputId,
          name,
          placeholder,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint !== undefined && hintId, error && errorId),
          className: `${inputClass} pr-14`,
        }}
        inputRef={inputRef}
        labelId={labelId}
        isSelected={(item) => item.id === value?.id}
        selectedValue={value ? String(value.id) : ""}
        setSelectedValue={select}
      />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
