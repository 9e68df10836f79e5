import { useLayoutEffect, useRef, type Ref } from "react";
import { deferredModule } from "@web/lib/deferred-module";
import type { LookupItem } from "@lineup/shared";
import type { LookupCombobox } from "./use-lookup-combobox";

/** What the input of a lookup field carries, the same before and after Ariakit arrives. */
export type LookupInputAttributes = {
  id: string;
  name?: string | undefined;
  placeholder?: string | undefined;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
  className: string;
};

export type LookupControlProps = {
  combobox: LookupCombobox;
  input: LookupInputAttributes;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** The field's label, which also names the popup's listbox. */
  labelId: string;
  isSelected: (item: LookupItem) => boolean;
  /** The chosen ids: one (or "") for a dropdown, a list for a pick-list. */
  selectedValue: string | string[];
  setSelectedValue: (chosen: string | string[]) => void;
  multiselectable?: boolean | undefined;
};

/**
 * The lookup fields' Ariakit combobox (about 25 KiB gzip) is not part of a screen's first load
 * (decision 0071): it arrives at the person's first press or key on the page (decision
 * 0078), or at once when they focus or press the field.
 */
const liveLookup = deferredModule(() => import("./live-lookup-control"));

/** Fetches the lookup fields' combobox now (tests; a screen that wants it at once). */
export const loadLookupCombobox = liveLookup.load;

/**
 * The input, chevron and popup of a lookup field. Until the combobox arrives, a plain input with
 * the same id, name, text and state stands in (what is typed there is kept: the text lives in
 * useLookupCombobox, above the swap). A press or typing that asks for the list opens it in that
 * state at once, so the list shows on arrival without a second render; on arrival, focus and
 * caret move to the real input.
 */
export function LookupControl(props: LookupControlProps) {
  const live = liveLookup.useModule();
  const carried = useRef<{ start: number | null; end: number | null } | null>(null);
  const { combobox, input, inputRef } = props;

  useLayoutEffect(() => {
    const handOver = carried.current;
    if (!live || !handOver) return;
    carried.current = null;
    const element = document.getElementById(input.id);
    if (!(element instanceof HTMLInputElement)) return;
    element.focus();
    element.setSelectionRange(handOver.start, handOver.end);
  }, [live, input.id]);

  if (live) return <live.LiveLookupControl {...props} />;

  function remember(target: HTMLInputElement, open: boolean) {
    carried.current = { start: target.selectionStart, end: target.selectionEnd };
    if (open) combobox.setOpen(true);
    liveLookup.preload();
  }

  const { onChange, onFocus, onMouseUp, maxLength, autoCapitalize, spellCheck, enterKeyHint } =
    combobox.inputProps;
  return (
    <div className="relative">
      <input
        {...input}
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        autoComplete="off"
        value={combobox.inputValue}
        maxLength={maxLength}
        autoCapitalize={autoCapitalize}
        spellCheck={spellCheck}
        enterKeyHint={enterKeyHint}
        onChange={(event) => {
          onChange(event);
          remember(event.currentTarget, true);
        }}
        onFocus={(event) => {
          onFocus(event);
          remember(event.currentTarget, false);
        }}
        onBlur={() => {
          // Chromium sends no blur for the stand-in removed at the swap (e2e/lookup-first-load).
          carried.current = null;
          combobox.setOpen(false);
        }}
        onMouseUp={onMouseUp}
        onPointerDown={(event) => remember(event.currentTarget, true)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            remember(event.currentTarget, true);
          }
        }}
      />
      <div className="absolute inset-y-0 right-0.5 flex items-center">
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show popup"
          aria-expanded={false}
          onClick={() => {
            const element = document.getElementById(input.id);
            if (element instanceof HTMLInputElement) {
              element.focus();
              remember(element, true);
            }
          }}
          className="inline-flex size-11 items-center justify-center rounded-lg text-zinc-600 hover:text-zinc-900"
        >
          <ChevronIcon />
        </button>
      </div>
    </div>
  );
}

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
