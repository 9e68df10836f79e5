import type { CountryCode } from "libphonenumber-js";
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { FieldError, FieldLabel, describedBy, inputClass } from "../field-parts";
import { CountryPicker } from "./country-picker";
import { DEFAULT_COUNTRY } from "./countries";
import { digitsOf, formatNational, splitInternational, toInternational } from "./phone-format";

type PhoneInputProps = {
  label: string;
  /** The international form, e.g. "+1 201 555 0123"; "" when blank. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  optional?: boolean;
  error?: string | undefined;
  /** Receives the number input, e.g. react-hook-form's field.ref to focus it on error. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

function stateOf(value: string, fallback: CountryCode) {
  return splitInternational(value) ?? { country: fallback, digits: digitsOf(value) };
}

/** Position after the `count`-th digit of `text`. */
function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index] ?? "") && ++seen === count) return index + 1;
  }
  return text.length;
}

/**
 * A phone field (spec §2 "Modals and widgets"): country list with flags and dial codes, the number
 * formatted as typed in the country's national style, at most 15 digits. The form receives the
 * international form, which the shared schema parses with US as the default country.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { label, value, onChange, onBlur, name, optional, error, inputRef } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const [{ country, digits }, setState] = useState(() => stateOf(value, DEFAULT_COUNTRY));
  const [seenValue, setSeenValue] = useState(value);
  const localRef = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const display = formatNational(digits, country);

  // The form reset or pre-filled the value: take it over.
  if (value !== seenValue) {
    setSeenValue(value);
    setState(stateOf(value, country));
  }

  useLayoutEffect(() => {
    const input = localRef.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, caretDigits.current);
    input.setSelectionRange(caret, caret);
    caretDigits.current = null;
  });

  function commit(next: { country: CountryCode; digits: string }) {
    const international = toInternational(next.digits, next.country);
    setState(next);
    setSeenValue(international);
    onChange(international);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    const pasted = splitInternational(text);
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
