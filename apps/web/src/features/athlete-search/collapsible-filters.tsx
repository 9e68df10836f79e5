import { useId, useState, type ReactNode } from "react";
import { secondaryButton } from "@web/components/ui/button-styles";

type CollapsibleFiltersProps = {
  /** How many filters are set, shown on the button so a closed panel does not hide them. */
  active: number;
  /** Beside the button on a phone (the text search, which stays in sight). */
  lead: ReactNode;
  children: ReactNode;
};

/**
 * On a phone the filters sit behind a "Filters" button, so the results start on the first
 * screen; from the md breakpoint up they are always open and the button is not rendered visible.
 * CSS alone decides by width, so nothing is measured, nothing shifts after the first paint, and
 * the panel is in the page (and in the tests) from the start. A disclosure is a native button with
 * aria-expanded: no focus moves and nothing is trapped, so no dialog library is needed.
 */
export function CollapsibleFilters({ active, lead, children }: CollapsibleFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">{lead}</div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={`${secondaryButton} min-h-12 shrink-0 gap-1.5 px-3 md:hidden`}
        >
          <FilterIcon />
          Filters
          {active > 0 && (
            <>
              {" "}
              <span className="min-w-6 rounded-full bg-accent-600 px-1.5 text-sm leading-6 font-bold text-white">
                {active} <span className="sr-only">active</span>
              </span>
            </>
          )}
        </button>
      </div>
      <div
        id={panelId}
        className={`mt-4 gap-4 sm:grid-cols-2 md:grid lg:grid-cols-3 ${open ? "grid" : "hidden"}`}
      >
        {children}
      </div>
    </>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1Zm2 5a1 1 0 0 1 1-1h2a1 1 0 1 1 0 2H9a1 1 0 0 1-1-1Z" />
    </svg>
  );
}
