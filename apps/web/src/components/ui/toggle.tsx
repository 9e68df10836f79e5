import { useId, type ReactNode } from "react";
import { FieldHint, describedBy } from "./field-parts";

type ToggleProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the switch and read with it, e.g. why it is locked. */
  hint?: ReactNode;
  /** Fixed in its current state; stays focusable so its reason can still be read. */
  locked?: boolean;
  onLabel?: string;
  offLabel?: string;
};

/**
 * A yes/no switch (WAI-ARIA "switch"): a native button with role="switch" and aria-checked,
 * toggled by click, Space or Enter as any button is (docs/decisions/0059); locked, it stays
 * focusable (aria-disabled, not disabled) so its reason can be read. The whole row is the 44 px
 * tap target and the state is spelled out in words.
 */
export function Toggle({
  label,
  checked,
  onChange,
  hint,
  locked = false,
  onLabel = "Yes",
  offLabel = "No",
}: ToggleProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  return (
    <div>
      <div className="flex min-h-11 items-center justify-between gap-4">
        <span id={labelId} className="text-sm font-semibold text-zinc-900">
          {label}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          onClick={() => {
            if (!locked) onChange(!checked);
          }}
          aria-disabled={locked || undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy(hint !== undefined && hintId)}
          className="group inline-flex min-h-11 items-center gap-3 rounded-full px-1 aria-disabled:cursor-not-allowed"
        >
          <span className="text-sm font-semibold text-zinc-800">
            {checked ? onLabel : offLabel}
          </span>
          <span
            aria-hidden="true"
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors ${
              checked ? "bg-accent-600" : "bg-zinc-300"
            } group-aria-disabled:opacity-70`}
          >
            <span
              className={`absolute left-1 size-6 rounded-full bg-white shadow transition-transform ${
                checked ? "translate-x-6" : ""
              }`}
            />
          </span>
        </button>
      </div>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
