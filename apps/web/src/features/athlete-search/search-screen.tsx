import { ROUTES } from "@lineup/shared";
import { useCallback, useId } from "react";
import { useLoaderData, useNavigate, useNavigation } from "react-router";
import { Button } from "@web/components/ui/button";
import { Pager } from "@web/components/ui/pager";
import { AthleteResult } from "./athlete-card";
import { EmptyResults } from "./empty-results";
import { athletes } from "./labels";
import { isRefusal, type SearchRefusal } from "./search-access";
import { SearchFiltersPanel } from "./search-filters";
import { SearchFrame, SearchClosed } from "./search-frame";
import type { SearchData } from "./search-loader";
import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  filtersFrom,
  isFiltered,
  paramsOf,
  searchHref,
  type SearchFilters,
} from "./search-query";

/** /search: filters, the number of matches, result cards and pages. */
export function SearchScreen() {
  const data = useLoaderData<SearchData | SearchRefusal>();
  if (isRefusal(data)) {
    return (
      <SearchFrame title="Find athletes">
        <SearchClosed message={data.refused} />
      </SearchFrame>
    );
  }
  return <SearchResults data={data} />;
}

function SearchResults({ data }: { data: SearchData }) {
  const { filters, results } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const resultsTitleId = useId();
  const loading = navigation.state === "loading" && navigation.location.pathname === ROUTES.search;

  const change = useCallback(
    (next: Partial<SearchFilters>) => {
      // A search that settles after the person opened a profile must not pull them back.
      if (navigation.location && navigation.location.pathname !== ROUTES.search) return;
      // Two changes in a row on a slow network: the second builds on the first, still loading.
      const base = navigation.location
        ? filtersFrom(new URLSearchParams(navigation.location.search))
        : filters;
      void navigate(searchHref({ ...base, ...next, page: 1 }));
    },
    [filters, navigate, navigation.location],
  );

  // The profile's back link returns to this very search, page included.
  const from = encodeURIComponent(paramsOf(filters).toString());
  const profileHref = (id: string) =>
    `${ROUTES.athleteProfile}?id=${encodeURIComponent(id)}${from ? `&from=${from}` : ""}`;
  const filtered = isFiltered(filters);

  return (
    <SearchFrame
      title="Find athletes"
      intro="Filter by sport, level, place and more, then open a profile to see everything an athlete offers."
    >
      <SearchFiltersPanel filters={filters} onChange={change} />
      <section aria-labelledby={resultsTitleId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={resultsTitleId} className="text-xl font-black text-zinc-950">
            Athletes
          </h2>
          <p role="status" className="text-sm text-zinc-700">
            {loading ? "Loading…" : `${athletes(results.total, results.totalCapped)} found`}
          </p>
        </div>
        {filtered && results.list.length > 0 && (
          <Button variant="ghost" className="self-start" onClick={() => change(DEFAULT_FILTERS)}>
            Clear filters
          </Button>
        )}
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {results.list.length === 0 ? (
            <EmptyResults
              filters={filters}
              results={results}
              filtered={filtered}
              onChange={change}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {results.list.map((athlete) => (
                <li key={athlete.id}>
                  <AthleteResult athlete={athlete} href={profileHref(athlete.id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Pager
          label="Pages of athletes"
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={results.total}
          hrefOf={(page) => searchHref({ ...filters, page })}
        />
      </section>
    </SearchFrame>
  );
}
