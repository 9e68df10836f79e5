import { Combobox, ComboboxLabel, ComboboxProvider } from "@ariakit/react";
import { lookupItemLabel, type LookupItem, type LookupKind } from "@lineup/shared";
import { useId, type ReactNode, type Ref } from "react";
import { blurOnLeaving, FieldError, FieldHint, describedBy, inputClass } from "../field-parts";
import { ChevronButton, LookupList } from "./lookup-list";
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

/** The label of a lookup field, with "(optional)" when it is. */
export function LookupLabel({
  label,
  optional,
}: {
  label: string;
  optional?: boolean | undefined;
}) {
  return (
    <ComboboxLabel className="mb-1.5 block text-sm font-semibold text-zinc-900">
      {label}
      {optional && <span className="ml-1 font-normal text-zinc-600">(optional)</span>}
    </ComboboxLabel>
  );
}

/**
 * A single choice from a searchable lookup list (spec §2 "Modals and widgets"): sport, city, …
 * An editable combobox with list autocomplete (WAI-ARIA APG, Ariakit's Combobox): focus stays in
 * the input, arrow keys move the active option, Enter picks it; Escape, leaving the field or a
 * press outside close the list. Items read as lookupItemLabel (cities "name, state").
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const combobox = useLookupCombobox({
    kind,
    sports,
    displayText: value ? lookupItemLabel(value) : "",
    onEmptied: () => onChange(null),
  });

  function select(chosen: string) {
    const item = combobox.items.find((candidate) => String(candidate.id) === chosen);
    if (item) onChange(item);
  }

  return (
    <div className="relative" onBlur={blurOnLeaving(onBlur)}>
      <ComboboxProvider
        open={combobox.open}
        setOpen={combobox.setOpen}
        inputValue={combobox.inputValue}
        selectedValue={value ? String(value.id) : ""}
        setSelectedValue={select}
      >
        <LookupLabel label={label} optional={optional} />
        <div className="relative">
          <Combobox
            {...combobox.inputProps}
            ref={inputRef}
            name={name}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
            className={`${inputClass} pr-14`}
          />
          <ChevronButton />
        </div>
        <LookupList
          open={combobox.open}
          items={combobox.items}
          loading={combobox.loading}
          isSelected={(item) => item.id === value?.id}
        />
      </ComboboxProvider>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
