// One line of the bench table; every figure module (and bench/lighthouse) returns these.
export interface Row {
  /** What was measured, e.g. "city search req/s (pglite)". */
  figure: string;
  /** The median (or single) measured value. */
  value: number | string;
  /** Unit of value and baseline, e.g. "req/s", "ms", "KiB", "MiB", "s". */
  unit: string;
  /** The baseline measured in the same run, when the budget is a ratio. */
  baseline?: number | string;
  /** value / baseline, when there is a baseline. */
  ratio?: number;
  /** The budget in words, e.g. "≥ 0.25×", "≤ 10 ms". */
  budget?: string;
  /** Whether the budget is met; absent for figures without a budget. */
  pass?: boolean;
  note?: string;
}
