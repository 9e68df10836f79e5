import type { ComponentProps, MouseEvent } from "react";
import { dangerButton, primaryButton, secondaryButton } from "./button-styles";
import { Spinner } from "./spinner";

const VARIANTS = {
  primary: `${primaryButton} disabled:bg-zinc-300 disabled:text-zinc-700 disabled:shadow-none`,
  secondary: `${secondaryButton} disabled:border-zinc-200 disabled:bg-zinc-100 disabled:text-zinc-600`,
  danger: `${dangerButton} disabled:bg-zinc-300 disabled:text-zinc-700 disabled:shadow-none`,
  ghost:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-base font-semibold " +
    "text-zinc-800 transition-colors hover:bg-zinc-100 disabled:text-zinc-500",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner and ignores presses until the work finishes. */
  loading?: boolean;
};

/**
 * A button that shows progress and cannot be pressed twice. While loading it stays focusable
 * (aria-disabled, not disabled) so keyboard focus is not thrown back to the page top, and every
 * press, form submission included, is swallowed. The label keeps its space, so nothing shifts.
 */
export function Button({
  variant = "primary",
  loading = false,
  type = "button",
  className = "",
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      onClick={handleClick}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={`${VARIANTS[variant]} relative disabled:cursor-not-allowed aria-busy:cursor-progress ${className}`}
    >
      <span className={`inline-flex items-center gap-2 ${loading ? "opacity-0" : ""}`}>
        {children}
      </span>
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner />
        </span>
      )}
    </button>
  );
}
