import { LIMITS, MESSAGES } from "@lineup/shared";
import type { CountryCode } from "libphonenumber-js";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useDismiss } from "../use-dismiss";
import { defaultCountry, filterCountries } from "./countries";
import { loadPhoneLibrary, preloadPhoneLibrary, type PhoneLibrary } from "./phone-library";

type CountryPickerProps = {
  /** The phone metadata; until it arrives the button shows the default country. */
  library: PhoneLibrary | undefined;
  country: CountryCode;
  onSelect: (code: CountryCode) => void;
  invalid?: boolean;
};

/** The flag-and-dial-code button of the phone field and its searchable country list. */
export function CountryPicker({ library, country, onSelect, invalid }: CountryPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(query, LIMITS.countrySearchDebounceMs);
  // The list is built on first opening, not on the join screen's first render.
  const results = useMemo(
    () => (open && library ? filterCountries(library.allCountries(), search) : []),
    [open, search, library],
  );
  const current = library ? library.countryOf(country) : defaultCountry();

  // A new result list starts at its first entry.
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setActive(0);
  }

  useDismiss(open, rootRef, () => close(false));

  useEffect(() => {
    if (open)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active, id]);

  function openList(loaded: PhoneLibrary) {
    setQuery("");
    setActive(
      Math.max(
        0,
        loaded.allCountries().findIndex((entry) => entry.code === country),
      ),
    );
    setOpen(true);
  }

  function toggle() {
    if (open) return close(false);
    // Clicked before the metadata arrived: the list opens once it has (a moment later).
    if (library) openList(library);
    else loadPhoneLibrary().then(openList, () => undefined);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function pick(index: number) {
    const chosen = results[index];
    if (!chosen) return;
    setOpen(false);
    onSelect(chosen.code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => setActive((index) => Math.min(last, index + 1)),
      ArrowUp: () => setActive((index) => Math.max(0, index - 1)),
      Enter: () => pick(active),
      Escape: () => close(true),
    };
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  }

  return (
    <div ref={rootRef} className="static">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Country: ${current.name} (${current.dialCode})`}
        onClick={toggle}
        onFocus={preloadPhoneLibrary}
        className={`flex min-h-12 items-center gap-1.5 rounded-xl border bg-white px-3 text-base font-medium text-zinc-900 hover:border-zinc-400 ${
          invalid ? "border-red-600" : "border-zinc-300"
        }`}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {current.flag}
        </span>
        <span aria-hidden="true">{current.dialCode}</span>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
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
      )}
    </div>
  );
}
