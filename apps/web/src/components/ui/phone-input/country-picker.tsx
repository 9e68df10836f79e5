import { ComboboxProvider, ComboboxSelect } from "@ariakit/react";
import type { CountryCode } from "libphonenumber-js";
import { useState } from "react";
import { defaultCountry } from "./countries";
import { loadPhoneLibrary, preloadPhoneLibrary, type PhoneLibrary } from "./phone-library";

type CountryPickerProps = {
  /** The phone metadata; until it arrives the button shows the default country. */
  library: PhoneLibrary | undefined;
  country: CountryCode;
  onSelect: (code: CountryCode) => void;
  invalid?: boolean;
};

/**
 * The flag-and-dial-code button of the phone field: Ariakit's ComboboxSelect, whose popup has a
 * search box and the country list (CountryPopup). The list comes with the phone metadata, which
 * it needs: a press before that has arrived opens it once it has.
 */
export function CountryPicker({ library, country, onSelect, invalid }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const current = library ? library.countryOf(country) : defaultCountry();

  function changeOpen(next: boolean) {
    if (!next) setQuery("");
    if (!next || library) return setOpen(next);
    loadPhoneLibrary().then(
      () => setOpen(true),
      () => undefined,
    );
  }

  return (
    <ComboboxProvider
      open={open && Boolean(library)}
      setOpen={changeOpen}
      inputValue={query}
      setInputValue={setQuery}
      selectedValue={country}
      setSelectedValue={(code) => onSelect(code as CountryCode)}
    >
      <ComboboxSelect
        // The visible "+1" must be in the name as a word of its own (WCAG 2.5.3, label in name):
        // in parentheses, checkers read it as an aside and voice control may not match it.
        aria-label={`Country: ${current.name} ${current.dialCode}`}
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
      </ComboboxSelect>
      {open && library && <library.CountryPopup query={query} />}
    </ComboboxProvider>
  );
}
