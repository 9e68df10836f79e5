import { ComboboxInput, ComboboxItem, ComboboxList, ComboboxPopover } from "@ariakit/react";
import { LIMITS, MESSAGES } from "@lineup/shared";
import { useMemo } from "react";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { allCountries, filterCountries } from "./country-list";

/**
 * The phone field's country popup: a search box (debounced 250 ms, spec §2) over the country
 * list, inside the picker's Ariakit combobox. It comes with the phone metadata (phone-metadata.ts),
 * which the list needs, so no join screen downloads it on its first load (docs/decisions/0033).
 */
export function CountryPopup({ query }: { query: string }) {
  const search = useDebouncedValue(query, LIMITS.countrySearchDebounceMs);
  // The list is built on first opening, not on the join screen's first render (0022).
  const results = useMemo(() => filterCountries(allCountries(), search), [search]);
  // The same elements while the search waits for its debounce: typing re-renders none of them.
  const options = useMemo(
    () =>
      results.map((entry) => (
        <ComboboxItem
          key={entry.code}
          value={entry.code}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-zinc-900 data-active-item:bg-accent-50 data-active-item:text-accent-800"
        >
          <span aria-hidden="true" className="text-xl">
            {entry.flag}
          </span>
          <span className="flex-1">{entry.name}</span>
          <span className="text-sm text-zinc-600">{entry.dialCode}</span>
        </ComboboxItem>
      )),
    [results],
  );

  return (
    <ComboboxPopover
      gutter={4}
      className="z-30 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-zinc-200 bg-white p-2 shadow-xl"
    >
      <ComboboxInput
        type="search"
        autoSelect
        aria-label="Search countries"
        placeholder="Search country or code"
        className="block min-h-11 w-full rounded-lg border border-zinc-300 px-3 text-base placeholder:text-zinc-500"
      />
      <ComboboxList aria-label="Countries" className="mt-2 max-h-60 overflow-y-auto">
        {options}
      </ComboboxList>
      {results.length === 0 && (
        <p role="status" className="px-3 py-3 text-sm text-zinc-600">
          {MESSAGES.notFound}
        </p>
      )}
    </ComboboxPopover>
  );
}
