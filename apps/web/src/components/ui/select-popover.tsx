import { ComboboxItem, ComboboxPopover } from "@ariakit/react";
import type { SelectOption } from "./select";

const optionClass =
  "flex min-h-11 cursor-pointer items-center justify-between px-4 text-zinc-900 data-active-item:bg-accent-50 data-active-item:text-accent-800";

/**
 * The listbox of a Select: Ariakit's ComboboxPopover with one option each. Select loads it when
 * the list first opens: Ariakit's popover and its positioning library (floating-ui) are not part
 * of a screen's first load.
 */
export function SelectPopover({
  options,
  value,
}: {
  options: readonly SelectOption[];
  value: string;
}) {
  return (
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
  );
}
