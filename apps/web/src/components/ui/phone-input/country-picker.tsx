import { CountryFlag } from "./country-flag";
import type { CountryCode } from "libphonenumber-js";
import { useRef, useState, type KeyboardEvent } from "react";
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
 * The flag-and-dial-code button of the phone field: a plain button that opens the country
 * popup (CountryPopup: a search box over the list, on Ariakit). The popup comes with the phone
 * metadata, which the list needs, so neither it nor Ariakit is part of a join screen's first load
 * (docs/decisions/0059); a press before the metadata has arrived opens it once it has. Enter,
 * Space, ArrowDown or ArrowUp open it; Escape, a press outside or a choice close it.
 */
export function CountryPicker({ library, country, onSelect, invalid }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, so that closing can give focus back to the button.
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const current = library ? library.countryOf(country) : defaultCountry();

  function changeOpen(next: boolean) {
    if (!next || library) {
      if (next) setShown(true);
      return setOpen(next);
    }
    loadPhoneLibrary().then(
      () => {
        setShown(true);
        setOpen(true);
      },
      () => undefined,
    );
  }

  function openByKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    changeOpen(true);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        // The visible "+1" must be in the name as a word of its own (WCAG 2.5.3, label in name):
        // in parentheses, checkers read it as an aside and voice control may not match it.
        aria-label={`Country: ${current.name} ${current.dialCode}`}
        aria-haspopup="dialog"
        aria-expanded={open && Boolean(library)}
        onClick={() => changeOpen(!open)}
        onKeyDown={openByKey}
        onFocus={preloadPhoneLibrary}
        className={`flex min-h-12 items-center gap-1.5 rounded-xl border bg-white px-3 text-base font-medium text-zinc-900 hover:border-zinc-400 ${
          invalid ? "border-red-600" : "border-zinc-300"
        }`}
      >
        <CountryFlag code={current.code} />
        <span aria-hidden="true">{current.dialCode}</span>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {shown && library && (
        <library.CountryPopup
          anchor={button}
          open={open}
          setOpen={changeOpen}
          country={country}
          onSelect={onSelect}
        />
      )}
    </>
  );
}
