import { LIMITS, type LookupKind } from "@lineup/shared";
import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type MouseEvent,
} from "react";
import { useLookupResults } from "./use-lookup-results";

type LookupComboboxOptions = {
  kind: LookupKind;
  sports?: number | undefined;
  /** What the input shows while the person is not typing: the chosen item, or nothing. */
  displayText: string;
  /** The person deleted the whole text. */
  onEmptied?: () => void;
};

/**
 * The state Ariakit's Combobox is given for a lookup list: whether the popup is open, the text
 * in the input (the typed search while typing, else `displayText`), and the items to show
 * (useLookupResults: debounced, sent from the kind's minimum length). Closing puts the chosen
 * item's text back.
 */
export function useLookupCombobox({ kind, sports, displayText, onEmptied }: LookupComboboxOptions) {
  const [open, setOpenState] = useState(false);
  const [text, setText] = useState("");
  const [typed, setTyped] = useState(false);
  // The mouseup that follows a click-to-focus would drop the select-all of onFocus.
  const keepSelection = useRef(false);
  const { items, loading } = useLookupResults({ kind, open, text, typed, sports });

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    if (next) return;
    setTyped(false);
    setText("");
  }, []);

  const inputProps = {
    // Spec §5 caps what a person types at 10; the chosen item's label may be longer.
    maxLength: typed ? LIMITS.searchInputMaxLength : undefined,
    autoCapitalize: "off",
    spellCheck: false,
    enterKeyHint: "search",
    // The text is this hook's, not Ariakit's: a choice's id never lands in the input.
    setValueOnChange: false,
    setValueOnClick: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setText(value);
      setTyped(true);
      if (!value.trim()) onEmptied?.();
    },
    // Typing over a chosen item replaces it rather than appending to its label.
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      event.currentTarget.select();
      keepSelection.current = true;
    },
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (keepSelection.current) event.preventDefault();
      keepSelection.current = false;
    },
  } as const;

  return { open, setOpen, inputValue: typed ? text : displayText, items, loading, inputProps };
}

/** The state of one lookup field, kept above the swap from the plain input to Ariakit. */
export type LookupCombobox = ReturnType<typeof useLookupCombobox>;
