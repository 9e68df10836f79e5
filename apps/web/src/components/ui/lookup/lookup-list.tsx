import { MESSAGES, lookupItemLabel, type LookupItem } from "@lineup/shared";
import { useEffect } from "react";
import { Spinner } from "../spinner";

export type LookupPopupProps = {
  listId: string;
  labelId: string;
  open: boolean;
  items: readonly LookupItem[];
  loading: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  isSelected: (item: LookupItem) => boolean;
  onPick: (index: number) => void;
  onActivate: (index: number) => void;
  multiselectable?: boolean;
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="shrink-0">
      <path d="m4.5 10.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

/**
 * The box of a searchable picker's popup: the listbox, a loading row and 'Not found' for an empty
 * answer (spec §2). The input keeps focus throughout: a press inside the box never blurs it.
 * Loaded on demand by LookupPopup (docs/decisions/0041).
 */
export function LookupList({
  listId,
  labelId,
  open,
  items,
  loading,
  activeIndex,
  optionId,
  isSelected,
  onPick,
  onActivate,
  multiselectable = false,
}: LookupPopupProps) {
  useEffect(() => {
    if (open && activeIndex >= 0) {
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    }
  }, [open, activeIndex, optionId]);

  return (
    <div
      hidden={!open}
      onMouseDown={(event) => event.preventDefault()}
      className="absolute z-30 mt-1 w-full overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg"
    >
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable={multiselectable || undefined}
        aria-busy={loading || undefined}
        className="max-h-64 overflow-y-auto py-1 empty:hidden"
      >
        {items.map((item, index) => {
          const selected = isSelected(item);
          return (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              onClick={() => onPick(index)}
              onMouseMove={() => index !== activeIndex && onActivate(index)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${
                index === activeIndex ? "bg-accent-50 text-accent-800" : "text-zinc-900"
              } ${selected ? "font-semibold" : ""}`}
            >
              <span className="min-w-0">{lookupItemLabel(item)}</span>
              {selected && <CheckIcon />}
            </li>
          );
        })}
      </ul>
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
    </div>
  );
}
