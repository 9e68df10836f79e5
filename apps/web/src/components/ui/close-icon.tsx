/** The "×" of close and dismiss buttons (and of the open phone menu); decorative. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true">
      <path d={CLOSE_PATH} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Two strokes corner to corner. */
export const CLOSE_PATH = "M6 6l12 12M18 6 6 18";
