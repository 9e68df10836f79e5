import type { AthleteSearchPage } from "@lineup/shared";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { DEFAULT_FILTERS, searchHref, type SearchFilters } from "./search-query";

interface EmptyResultsProps {
  filters: SearchFilters;
  results: AthleteSearchPage;
  filtered: boolean;
  onChange: (next: Partial<SearchFilters>) => void;
}

/**
 * A page without cards: past the last result, or nothing matches. A wider distance is offered only
 * when the API counted a match within it (`widerRadius`, docs/decisions/0082), so the button never
 * leads to another empty page; otherwise clearing the filters is the way out.
 */
export function EmptyResults({ filters, results, filtered, onChange }: EmptyResultsProps) {
  const pastTheEnd = filters.page > 1 && results.total > 0;
  const wider = results.total === 0 && filters.near !== undefined ? results.widerRadius : undefined;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
      <p className="font-semibold text-zinc-900">
        {pastTheEnd ? "This page is past the last result." : "No athlete matches this search."}
      </p>
      {!pastTheEnd && wider !== undefined && (
        <p>Try a wider distance: athletes match within {wider} miles.</p>
      )}
      {!pastTheEnd && wider === undefined && filtered && <p>Try fewer filters.</p>}
      <div className="flex flex-wrap justify-center gap-2">
        {wider !== undefined && (
          <Button onClick={() => onChange({ radius: wider })}>Search within {wider} miles</Button>
        )}
        {pastTheEnd ? (
          <Link
            to={searchHref({ ...filters, page: 1 })}
            className="font-semibold text-accent-700 underline"
          >
            Back to the first page
          </Link>
        ) : (
          filtered && (
            <Button variant="secondary" onClick={() => onChange(DEFAULT_FILTERS)}>
              Clear filters
            </Button>
          )
        )}
      </div>
    </div>
  );
}
