type StatusIconProps = { tone: "success" | "error" | "info" };

const TONES = {
  success: { ring: "bg-emerald-100 text-emerald-700", path: "m7 12.5 3.2 3.2L17 9" },
  error: { ring: "bg-red-100 text-red-700", path: "M12 7.5v6M12 16.5v.5" },
  info: { ring: "bg-accent-100 text-accent-700", path: "M4 7.5 12 13l8-5.5M4.5 6h15v12h-15z" },
} as const;

/** A round badge with a tick, an exclamation mark or an envelope. Decorative. */
export function StatusIcon({ tone }: StatusIconProps) {
  const { ring, path } = TONES[tone];
  return (
    <span className={`grid size-16 place-items-center rounded-full ${ring}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32" fill="none">
        <path
          d={path}
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
