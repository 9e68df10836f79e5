import { lookupItemLabel, type LookupItem } from "@lineup/shared";
import { LookupControl } from "./lookup-control";
import {
  LookupFieldFrame,
  lookupInputAttributes,
  useLookupFieldIds,
  type LookupFieldProps,
} from "./lookup-field";
import { useLookupCombobox } from "./use-lookup-combobox";

export type PickListProps = LookupFieldProps & {
  value: readonly LookupItem[];
  onChange: (items: LookupItem[]) => void;
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
export function PickList(props: PickListProps) {
  const { label, value, onChange } = props;
  const ids = useLookupFieldIds();
  const combobox = useLookupCombobox({ kind: props.kind, sports: props.sports, displayText: "" });
  const isSelected = (item: LookupItem) => value.some((chosen) => chosen.id === item.id);

  /** Ariakit toggles ids in and out; the items come from the choice so far or the list shown. */
  function select(chosenIds: string | string[]) {
    if (!Array.isArray(chosenIds)) return;
    const known = [...value, ...combobox.items];
    onChange(chosenIds.flatMap((chosen) => known.find((item) => String(item.id) === chosen) ?? []));
  }

  function remove(item: LookupItem) {
    onChange(value.filter((chosen) => chosen.id !== item.id));
    // The pressed button disappears with its chip: keep focus in the field.
    document.getElementById(ids.inputId)?.focus();
  }

  return (
    <LookupFieldFrame field={props} ids={ids}>
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
        input={lookupInputAttributes(props, ids, value.length > 0)}
        inputRef={props.inputRef}
        labelId={ids.labelId}
        isSelected={isSelected}
        selectedValue={value.map((item) => String(item.id))}
        setSelectedValue={select}
        multiselectable
      />
      <span id={ids.summaryId} hidden>
        {`Selected: ${value.map(lookupItemLabel).join(", ")}`}
      </span>
    </LookupFieldFrame>
  );
}
