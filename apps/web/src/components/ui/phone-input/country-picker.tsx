import type { CountryCode } from "libphonenumber-js";
import { useId, useRef, useState } from "react";
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
 * The flag-and-dial-code button of the phone field. Its searchable country list (CountryPopup)
 * comes with the phone metadata, which the list needs: the button opens it once that has arrived.
 */
export function CountryPicker({ library, country, onSelect, invalid }: CountryPickerProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const current = library ? library.countryOf(country) : defaultCountry();

  function toggle() {
    if (open) return close(false);
    // Clicked before the metadata arrived: the list opens once it has (a moment later).
    if (library) setOpen(true);
    else
      loadPhoneLibrary().then(
        () => setOpen(true),
        () => undefined,
      );
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  return (
    <div ref={rootRef} className="static">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        // The visible "+1" must be in the name as a word of its own (WCAG 2.5.3, label in name):
        // in parentheses, checkers read it as an aside and voice control may not match it.
        aria-label={`Country: ${current.name} ${current.dialCode}`}
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
      {open && library && (
        <library.CountryPopup
          id={id}
          rootRef={rootRef}
          country={country}
          onPick={(code) => {
            setOpen(false);
            onSelect(code);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
