import { useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { FieldError, FieldLabel, describedBy, inputClass } from "./field-parts";
import { useDismiss } from "./use-dismiss";

export type SelectOption = { value: string; label: string };

type SelectProps = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  optional?: boolean;
  error?: string | undefined;
  /** Lets a form focus the field, e.g. the first invalid one on submit. */
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * A select-only combobox (WAI-ARIA APG): focus stays on the button while arrow keys move the
 * active option; Enter or Space picks it; Escape, Tab or a click outside closes the list.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder = "Select…",
  optional,
  error,
  buttonRef,
}: SelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  useDismiss(open, rootRef, () => setOpen(false));

  function openList(index = Math.max(0, selectedIndex)) {
    setActive(index);
    setOpen(true);
  }

  function pick(index: number) {
    const option = options[index];
    if (option) onChange(option.value);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = options.length - 1;
    const moves: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive((index) => Math.min(last, index + 1)),
          ArrowUp: () => setActive((index) => Math.max(0, index - 1)),
          Home: () => setActive(0),
          End: () => setActive(last),
          Enter: () => pick(active),
          " ": () => pick(active),
          Escape: () => setOpen(false),
        }
      : {
          ArrowDown: () => openList(),
          ArrowUp: () => openList(),
          Enter: () => openList(),
          " ": () => openList(),
        };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      move();
    } else if (event.key === "Tab" && open) {
      setOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <FieldLabel id={labelId} optional={optional}>
        {label}
      </FieldLabel>
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        aria-labelledby={`${labelId} ${id}-value`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={`${inputClass} flex items-center justify-between gap-2 text-left`}
      >
        <span id={`${id}-value`} className={selected ? "" : "text-zinc-600"}>
          {selected?.label ?? placeholder}
        </span>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="shrink-0">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-xl border border-zinc-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={option.value === value}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center justify-between px-4 ${
              index === active ? "bg-accent-50 text-accent-800" : "text-zinc-900"
            }`}
          >
            {option.label}
            {option.value === value && <span aria-hidden="true">✓</span>}
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
