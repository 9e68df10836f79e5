import { ComboboxItem, ComboboxList } from "@ariakit/react";
import { MESSAGES, lookupItemLabel, type LookupItem } from "@lineup/shared";
import { Spinner } from "../spinner";

export type LookupOptionsProps = {
  items: readonly LookupItem[];
  loading: boolean;
  /** The field's label names the listbox. */
  labelId: string;
  isSelected: (item: LookupItem) => boolean;
  /** A pick-list keeps its search text and stays open while items are toggled. */
  multiselectable?: boolean | undefined;
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="shrink-0">
      <path d="m4.5 10.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

/**
 * The options of a searchable picker (Ariakit's ComboboxList, which hides itself while the list
 * is closed), a 'Searching…' row under them while an answer is due, and 'Not found' for an empty
 * answer (spec §2).
 */
export function LookupOptions({
  items,
  loading,
  labelId,
  isSelected,
  multiselectable,
}: LookupOptionsProps) {
  return (
    <>
      <ComboboxList
        aria-labelledby={labelId}
        aria-busy={loading || undefined}
        className="max-h-64 overflow-y-auto py-1 empty:hidden"
      >
        {items.map((item) => {
          const selected = isSelected(item);
          return (
            <ComboboxItem
              key={item.id}
              value={String(item.id)}
              aria-selected={selected}
              resetValueOnSelect={false}
              hideOnClick={!multiselectable}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-zinc-900 data-active-item:bg-accent-50 data-active-item:text-accent-800 ${
                selected ? "font-semibold" : ""
              }`}
            >
              <span className="min-w-0">{lookupItemLabel(item)}</span>
              {selected && <CheckIcon />}
            </ComboboxItem>
          );
        })}
      </ComboboxList>
      {/* Under the options, so the ones on screen stay where a finger or pointer is aiming. */}
      {loading && (
        <p className="flex min-h-11 items-center gap-2 px-4 text-sm text-zinc-600">
          <Spinner className="size-4 text-accent-600" />
          Searching…
        </p>
      )}
      {!loading && items.length === 0 && (
        <p className="flex min-h-11 items-center px-4 text-zinc-600">{MESSAGES.notFound}</p>
      )}
    </>
  );
}
