type SpinnerProps = { className?: string; label?: string };

/** A ring that turns. Decorative unless given a label, which screen readers then announce. */
export function Spinner({ className = "size-5", label }: SpinnerProps) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center justify-center">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className={`animate-spin ${className}`}
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
