import { LIMITS, MESSAGES } from "@lineup/shared";
import type { CountryCode } from "libphonenumber-js";
import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useDismiss } from "../use-dismiss";
import { allCountries, filterCountries } from "./country-list";

type CountryPopupProps = {
  /** The picker's id, which the options' ids start with. */
  id: string;
  /** The picker (button and popup): a press outside it closes the popup. */
  rootRef: RefObject<HTMLDivElement | null>;
  country: CountryCode;
  onPick: (code: CountryCode) => void;
  /** `returnFocus`: Escape gives the focus back to the button. */
  onClose: (returnFocus: boolean) => void;
};

/**
 * The phone field's searchable country list, shown while the picker is open. It comes with the
 * phone metadata (phone-metadata.ts), which the list needs and which the picker waits for before
 * it opens, so no join screen downloads it on its first load (docs/decisions/0033).
 */
export function CountryPopup({ id, rootRef, country, onPick, onClose }: CountryPopupProps) {
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      allCountries().findIndex((entry) => entry.code === country),
    ),
  );
  const search = useDebouncedValue(query, LIMITS.countrySearchDebounceMs);
  // The list is built on first opening, not on the join screen's first render (0022).
  const results = useMemo(() => filterCountries(allCountries(), search), [search]);

  // A new result list starts at its first entry.
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setActive(0);
  }

  useDismiss(true, rootRef, () => onClose(false));

  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  function pick(index: number) {
    const chosen = results[index];
    if (chosen) onPick(chosen.code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => setActive((index) => Math.min(last, index + 1)),
      ArrowUp: () => setActive((index) => Math.max(0, index - 1)),
      Enter: () => pick(active),
      Escape: () => onClose(true),
    };
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  }

  return (
    <div className="absolute inset-x-0 top-full z-30 mt-1 rounded-2xl border border-zinc-200 bg-white p-2 shadow-xl">
      <input
        type="search"
        role="combobox"
        aria-label="Search countries"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length ? `${id}-option-${active}` : undefined}
        // Focus moves into the list search as the popup opens, like a native select's list.
        autoFocus
        value={query}
        placeholder="Search country or code"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        className="block min-h-11 w-full rounded-lg border border-zinc-300 px-3 text-base placeholder:text-zinc-500"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Countries"
        className="mt-2 max-h-60 overflow-y-auto"
      >
        {results.map((entry, index) => (
          <li
            key={entry.code}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={entry.code === country}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ${
              index === active ? "bg-accent-50 text-accent-800" : "text-zinc-900"
            }`}
          >
            <span aria-hidden="true" className="text-xl">
              {entry.flag}
            </span>
            <span className="flex-1">{entry.name}</span>
            <span className="text-sm text-zinc-600">{entry.dialCode}</span>
          </li>
        ))}
      </ul>
      {results.length === 0 && (
        <p role="status" className="px-3 py-3 text-sm text-zinc-600">
          {MESSAGES.notFound}
        </p>
      )}
    </div>
  );
}
