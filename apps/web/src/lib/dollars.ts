/** "$1,250.50", "1250.5" or "1250": dollars as typed; NaN when it is no number at all. */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  return /^\d*\.?\d*$/.test(cleaned) && /\d/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const whole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** An amount as people read it: "$1,250", or "$1,250.50" when there are cents. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}
