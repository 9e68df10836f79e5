import { ComboboxDisclosure } from "@ariakit/react";
import { MESSAGES, type LookupItem } from "@lineup/shared";
import { Suspense, lazy, useState } from "react";

const LookupPopover = lazy(() =>
  import("./lookup-popover").then(({ LookupPopover }) => ({ default: LookupPopover })),
);

type LookupListProps = {
  open: boolean;
  items: readonly LookupItem[];
  loading: boolean;
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
 * The popup of a searchable picker (LookupPopover, loaded and rendered from its first opening on)
 * and a polite live region that tells screen readers how many results arrived.
 */
export function LookupList({ open, items, loading, isSelected, multiselectable }: LookupListProps) {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  return (
    <>
      {shown && (
        <Suspense fallback={null}>
          <LookupPopover
            items={items}
            loading={loading}
            isSelected={isSelected}
            multiselectable={multiselectable}
          />
        </Suspense>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement(open, loading, items.length)}
      </p>
    </>
  );
}

/** Opens or closes the list for a pointer; keyboard users have the arrow keys (not a tab stop). */
export function ChevronButton() {
  return (
    <div className="absolute inset-y-0 right-0.5 flex items-center">
      <ComboboxDisclosure className="inline-flex size-11 items-center justify-center rounded-lg text-zinc-600 hover:text-zinc-900 [&[aria-expanded=true]>svg]:rotate-180">
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </ComboboxDisclosure>
    </div>
  );
}
