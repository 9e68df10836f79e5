import { CountryFlag } from "./country-flag";
import {
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
  ComboboxPopover,
  ComboboxProvider,
  useComboboxContext,
} from "@ariakit/react";
import { LIMITS, MESSAGES } from "@lineup/shared";
import type { CountryCode } from "libphonenumber-js";
import { useLayoutEffect, useMemo, useState, type RefObject } from "react";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { allCountries, filterCountries } from "./country-list";

type CountryPopupProps = {
  /** The picker's button: the popup sits under it and gives focus back to it on closing. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  setOpen: (open: boolean) => void;
  country: CountryCode;
  onSelect: (code: CountryCode) => void;
};

/** Tells Ariakit the button is the popup's disclosure: a press on it is not a press outside. */
function AnchorTo({ anchor }: { anchor: RefObject<HTMLButtonElement | null> }) {
  const store = useComboboxContext();
  useLayoutEffect(() => {
    store?.setDisclosureElement(anchor.current);
    store?.setAnchorElement(anchor.current);
  }, [store, anchor]);
  return null;
}

/**
 * The phone field's country popup: a search box (debounced 250 ms, spec §2) over the country
 * list, an Ariakit combobox in a popover under the picker's button. It comes with the phone
 * metadata (phone-metadata.ts), which the list needs, so no join screen downloads it, or
 * Ariakit, on its first load (docs/decisions/0033, 0059).
 */
export function CountryPopup({ anchor, open, setOpen, country, onSelect }: CountryPopupProps) {
  const [query, setQuery] = useState("");
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
          <CountryFlag code={entry.code} />
          <span className="flex-1">{entry.name}</span>
          <span className="text-sm text-zinc-600">{entry.dialCode}</span>
        </ComboboxItem>
      )),
    [results],
  );

  return (
    <ComboboxProvider
      open={open}
      setOpen={(next) => {
        if (!next) setQuery("");
        setOpen(next);
      }}
      value={query}
      setValue={setQuery}
      selectedValue={country}
      setSelectedValue={(code) => onSelect(code as CountryCode)}
    >
      <AnchorTo anchor={anchor} />
      <ComboboxPopover
        // A select-only trigger would get these from Ariakit; a plain button has to ask: focus
        // goes to the search box on opening and back to the button on closing.
        autoFocusOnShow
        finalFocus={anchor}
        gutter={4}
        aria-label="Countries"
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
    </ComboboxProvider>
  );
}
