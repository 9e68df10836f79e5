import { lookupItemLabel, type LookupItem } from "@lineup/shared";
import { LookupControl } from "./lookup-control";
import {
  LookupFieldFrame,
  lookupInputAttributes,
  useLookupFieldIds,
  type LookupFieldProps,
} from "./lookup-field";
import { useLookupCombobox } from "./use-lookup-combobox";

export type SearchableDropdownProps = LookupFieldProps & {
  value: LookupItem | null;
  onChange: (item: LookupItem | null) => void;
};

/**
 * A single choice from a searchable lookup list (spec §2 "Modals and widgets"): sport, city, …
 * An editable combobox with list autocomplete (LookupControl); items read as lookupItemLabel
 * (cities "name, state").
 */
export function SearchableDropdown(props: SearchableDropdownProps) {
  const { value, onChange } = props;
  const ids = useLookupFieldIds();
  const combobox = useLookupCombobox({
    kind: props.kind,
    sports: props.sports,
    displayText: value ? lookupItemLabel(value) : "",
    onEmptied: () => onChange(null),
  });

  function select(chosen: string | string[]) {
    const item = combobox.items.find((candidate) => String(candidate.id) === chosen);
    if (item) onChange(item);
  }

  return (
    <LookupFieldFrame field={props} ids={ids}>
      <LookupControl
        combobox={combobox}
        input={lookupInputAttributes(props, ids)}
        inputRef={props.inputRef}
        labelId={ids.labelId}
        isSelected={(item) => item.id === value?.id}
        selectedValue={value ? String(value.id) : ""}
        setSelectedValue={select}
      />
    </LookupFieldFrame>
  );
}
