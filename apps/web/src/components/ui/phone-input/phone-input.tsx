import type { CountryCode } from "libphonenumber-js";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { FieldError, FieldLabel, describedBy, inputClass } from "../field-parts";
import { CountryPicker } from "./country-picker";
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE } from "./countries";
import { caretAfterDigits, digitsOf } from "./phone-digits";
import {
  loadPhoneLibrary,
  preloadPhoneLibrary,
  usePhoneLibrary,
  type PhoneLibrary,
} from "./phone-library";

type PhoneInputProps = {
  label: string;
  /** The international form, e.g. "+1 201 555 0123"; "" when blank. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  optional?: boolean;
  error?: string | undefined;
  /** Receives the number input, e.g. the form field.s ref to focus it on error. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

type PhoneState = { country: CountryCode; digits: string };

function stateOf(value: string, fallback: CountryCode, library: PhoneLibrary | undefined) {
  return library?.splitInternational(value) ?? { country: fallback, digits: digitsOf(value) };
}

/**
 * The international form. Until the metadata arrives the country is still the default one (only
 * the list, which needs the metadata, changes it), so its dial code is known; unformatted, it
 * parses the same (the shared schema stores E.164).
 */
function internationalOf({ country, digits }: PhoneState, library: PhoneLibrary | undefined) {
  if (library) return library.toInternational(digits, country);
  return digits ? `${DEFAULT_DIAL_CODE}${digits}` : "";
}

/**
 * A phone field (spec §2 "Modals and widgets"): country list with flags and dial codes, the number
 * formatted as typed in the country's national style, at most 15 digits. The form receives the
 * international form, which the shared schema parses with US as the default country. The
 * formatting metadata loads after the first render (phone-library.ts); digits typed sooner show
 * unformatted until it arrives.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { label, value, onChange, onBlur, name, optional, error, inputRef } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const library = usePhoneLibrary();
  const [{ country, digits }, setState] = useState(() => stateOf(value, DEFAULT_COUNTRY, library));
  const [seenValue, setSeenValue] = useState(value);
  // A full number given before the metadata arrived, to read again once it has.
  const unreadable = (given: string) => !library && given.trim().startsWith("+");
  const [unread, setUnread] = useState(() => unreadable(value));
  const localRef = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const display = library ? library.formatNational(digits, country) : digits;

  // The form reset or pre-filled the value, or the metadata arrived to read it: take it over.
  if (value !== seenValue || (unread && library)) {
    setSeenValue(value);
    setUnread(unreadable(value));
    setState(stateOf(value, country, library));
  }

  // A number given in full (Settings, the editor) needs the metadata to show its own country and
  // national form, not "+1" beside all its digits: fetch it now rather than at the first press.
  useEffect(() => {
    if (unread) preloadPhoneLibrary();
  }, [unread]);

  useLayoutEffect(() => {
    const input = localRef.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, caretDigits.current);
    input.setSelectionRange(caret, caret);
    caretDigits.current = null;
  });

  function commit(next: PhoneState, loaded = library) {
    const international = internationalOf(next, loaded);
    setState(next);
    setSeenValue(international);
    onChange(international);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    if (!library && text.trim().startsWith("+")) {
      // A pasted international number needs the metadata to find its country.
      void loadPhoneLibrary().then(
        (loaded) => {
          const pasted = loaded.splitInternational(text);
          if (pasted) commit(pasted, loaded);
        },
        () => undefined,
      );
      return;
    }
    const pasted = library?.splitInternational(text);
    if (pasted) return commit(pasted);
    const caret = event.target.selectionStart ?? text.length;
    let before = digitsOf(text.slice(0, caret)).length;
    let nextDigits = digitsOf(text);
    // Deleting a bracket or dash would change nothing; delete the digit before it instead.
    if (nextDigits === digits && text.length < display.length && before > 0) {
      nextDigits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    caretDigits.current = before;
    commit({ country, digits: nextDigits });
  }

  function setRefs(element: HTMLInputElement | null) {
    localRef.current = element;
    inputRef?.(element);
  }

  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative flex gap-2">
        <CountryPicker
          library={library}
          country={country}
          invalid={Boolean(error)}
          onSelect={(code) => {
            commit({ country: code, digits });
            localRef.current?.focus();
          }}
        />
        <input
          ref={setRefs}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={display}
          onChange={handleChange}
          onFocus={preloadPhoneLibrary}
          onBlur={onBlur}
          placeholder={country === DEFAULT_COUNTRY ? "(201) 555-0123" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`${inputClass} min-w-0 flex-1`}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
