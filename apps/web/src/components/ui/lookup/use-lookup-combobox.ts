import { LIMITS, type LookupItem, type LookupKind } from "@lineup/shared";
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useDismiss } from "../use-dismiss";
import { useLookupResults } from "./use-lookup-results";

type LookupComboboxOptions = {
  kind: LookupKind;
  sports?: number | undefined;
  /** What the input shows while the person is not typing: the chosen item, or nothing. */
  displayText: string;
  isSelected: (item: LookupItem) => boolean;
  onPick: (item: LookupItem) => void;
  /** Single choice closes on a pick; a pick-list stays open so several can be toggled. */
  closeOnPick: boolean;
  /** The person deleted the whole text. */
  onEmptied?: () => void;
  onBlur?: (() => void) | undefined;
};

/**
 * State and keyboard of an editable combobox with list autocomplete (WAI-ARIA APG "Combobox"):
 * focus stays in the input; ArrowDown/ArrowUp open the list and move the active option, which
 * aria-activedescendant points at; Enter picks it; Escape, Tab, leaving the field or a press
 * outside close the list and put the input's text back.
 */
export function useLookupCombobox(options: LookupComboboxOptions) {
  const { kind, sports, displayText, isSelected, onPick, closeOnPick, onEmptied, onBlur } = options;
  const id = useId();
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const rootRef = useRef<HTMLDivElement>(null);
  // The mouseup that follows a click-to-focus would drop the select-all of onFocus.
  const keepSelection = useRef(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, loading } = useLookupResults({ kind, open, text, typed, sports });
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const close = useCallback(() => {
    setOpen(false);
    setTyped(false);
    setText("");
    setActive(-1);
  }, []);
  useDismiss(open, rootRef, close);

  function openList() {
    setActive(items.findIndex(isSelected));
    setOpen(true);
  }

  function pick(index: number) {
    const item = items[index];
    if (!item) return;
    onPick(item);
    if (closeOnPick) close();
    else setActive(index);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setText(value);
    setTyped(true);
    setActive(-1);
    setOpen(true);
    if (!value.trim()) onEmptied?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = items.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(last, index + 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.max(0, index - 1));
        return;
      case "Enter":
        // An open list owns Enter: it must not submit the form around it.
        if (!open) return;
        event.preventDefault();
        if (active >= 0) pick(active);
        return;
      case "Escape":
        if (!open) return;
        event.preventDefault();
        // A modal around the field listens on the document: this Escape is the list's alone.
        event.nativeEvent.stopImmediatePropagation();
        close();
        return;
      case "Tab":
        if (open) close();
        return;
    }
  }

  const inputProps = {
    type: "text",
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": open,
    "aria-controls": listId,
    "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
    autoComplete: "off",
    autoCapitalize: "off",
    spellCheck: false,
    enterKeyHint: "search",
    // Spec §5 caps what a person types at 10; the chosen item's label may be longer.
    maxLength: typed ? LIMITS.searchInputMaxLength : undefined,
    value: typed ? text : displayText,
    onChange,
    onKeyDown,
    onClick: () => (open ? undefined : openList()),
    // Typing over a chosen item replaces it rather than appending to its label.
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      event.currentTarget.select();
      keepSelection.current = true;
    },
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (keepSelection.current) event.preventDefault();
      keepSelection.current = false;
    },
    onBlur: () => {
      close();
      onBlur?.();
    },
  } as const;

  const popupProps = {
    listId,
    labelId,
    open,
    items,
    loading,
    activeIndex: active,
    optionId,
    isSelected,
    onPick: pick,
    onActivate: setActive,
  };

  return {
    id,
    labelId,
    rootRef,
    open,
    toggle: () => (open ? close() : openList()),
    inputProps,
    popupProps,
  };
}
