import { MESSAGES, type LookupItem } from "@lineup/shared";
import { useState } from "react";
import { LookupOptions } from "./lookup-options";

type LookupListProps = {
  open: boolean;
  items: readonly LookupItem[];
  loading: boolean;
  labelId: string;
  isSelected: (item: LookupItem) => boolean;
  /** A pick-list keeps its search text and stays open while items are toggled. */
  multiselectable?: boolean;
};

function announcement(open: boolean, loading: boolean, count: number): string {
  if (!open) return "";
  if (loading) return "Searching…";
  if (count === 0) return MESSAGES.notFound;
  return count === 1 ? "1 result available" : `${count} results available`;
}

/**
 * The popup of a searchable picker, laid out under the input in the page (no portal or
 * positioning library: decision 0097), rendered from its first opening on and hidden while
 * closed; and a polite live region that tells screen readers how many results arrived. A press
 * inside keeps focus in the input, as the list is driven from there (aria-activedescendant).
 */
export function LookupList({
  open,
  items,
  loading,
  labelId,
  isSelected,
  multiselectable,
}: LookupListProps) {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  return (
    <>
      {shown && (
        <div
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg"
        >
          <LookupOptions
            items={items}
            loading={loading}
            labelId={labelId}
            isSelected={isSelected}
            multiselectable={multiselectable}
          />
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement(open, loading, items.length)}
      </p>
    </>
  );
}
