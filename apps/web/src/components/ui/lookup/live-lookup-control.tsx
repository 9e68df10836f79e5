import { Combobox, ComboboxDisclosure, ComboboxProvider } from "@ariakit/react";
import { useRef } from "react";
import { ChevronIcon, type LookupControlProps } from "./lookup-control";
import { LookupList } from "./lookup-list";
import { useCloseFromOutside } from "./use-close-from-outside";

/**
 * A lookup field's editable combobox with list autocomplete (WAI-ARIA APG, Ariakit's Combobox):
 * focus stays in the input, arrow keys move the active option, Enter picks it; Escape, leaving the
 * field or a press outside close the list. Loaded after the screen's first render (LookupControl).
 */
export function LiveLookupControl({
  combobox,
  input,
  inputRef,
  labelId,
  isSelected,
  selectedValue,
  setSelectedValue,
  multiselectable,
}: LookupControlProps) {
  const area = useRef<HTMLDivElement>(null);
  const { onKeyDown, onBlur } = useCloseFromOutside(area, combobox.open, combobox.setOpen);
  return (
    <ComboboxProvider
      open={combobox.open}
      setOpen={combobox.setOpen}
      inputValue={combobox.inputValue}
      selectedValue={selectedValue}
      setSelectedValue={setSelectedValue}
    >
      <div ref={area} className="relative" onBlur={onBlur}>
        <Combobox {...combobox.inputProps} {...input} onKeyDown={onKeyDown} ref={inputRef} />
        <div className="absolute inset-y-0 right-0.5 flex items-center">
          {/* Opens or closes the list for a pointer; keyboard users have the arrow keys. */}
          <ComboboxDisclosure className="inline-flex size-11 items-center justify-center rounded-lg text-zinc-600 hover:text-zinc-900 [&[aria-expanded=true]>svg]:rotate-180">
            <ChevronIcon />
          </ComboboxDisclosure>
        </div>
        <LookupList
          open={combobox.open}
          items={combobox.items}
          loading={combobox.loading}
          labelId={labelId}
          isSelected={isSelected}
          multiselectable={multiselectable}
        />
      </div>
    </ComboboxProvider>
  );
}
