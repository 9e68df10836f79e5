import { MESSAGES, type LookupItem } from "@lineup/shared";
import { Suspense, lazy, useState } from "react";

const LookupPopover = lazy(() =>
  import("./lookup-popover").then(({ LookupPopover }) => ({ default: LookupPopover })),
);

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
 * The popup of a searchable picker (LookupPopover, loaded and rendered from its first opening on)
 * and a polite live region that tells screen readers how many results arrived.
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
        <Suspense fallback={null}>
          <LookupPopover
            items={items}
            loading={loading}
            labelId={labelId}
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
