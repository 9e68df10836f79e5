import type { FocusEvent, ReactNode } from "react";

/** Shared look of every text-like input: 48 px tall, a clear border, red when invalid. */
export const inputClass =
  "block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-4 text-base text-zinc-950 " +
  "shadow-xs transition-colors placeholder:text-zinc-500 hover:border-zinc-400 " +
  "focus-visible:border-accent-600 aria-invalid:border-red-600 disabled:bg-zinc-100";

/** The ids a field's input points at with aria-describedby, blanks dropped. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

type FieldLabelProps = { htmlFor?: string; id?: string; optional?: boolean; children: ReactNode };

export function FieldLabel({ htmlFor, id, optional, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-semibold text-zinc-900">
      {children}
      {optional && <span className="ml-1 font-normal text-zinc-600">(optional)</span>}
    </label>
  );
}

/** The error under its field, in the spec's words; the input points here with aria-describedby. */
export function FieldError({
  id,
  message,
  alert = false,
}: {
  id: string;
  message?: string | undefined;
  /** Announce at once: for errors that appear without focus moving to their field. */
  alert?: boolean;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={alert ? "alert" : undefined}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
    >
      <svg
        viewBox="0 0 20 20"
        width="16"
        height="16"
        aria-hidden="true"
        className="mt-0.5 shrink-0"
      >
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5M10 13.5v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-zinc-600">
      {children}
    </p>
  );
}

/**
 * A widget's blur, for the element wrapping its parts: focus moving between its input, list and
 * chips is not leaving the field, so `onBlur` runs only when focus goes elsewhere.
 */
export function blurOnLeaving(onBlur: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
}
