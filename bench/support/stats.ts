import type { Row } from "./row";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The p-th percentile (0–100) of samples, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

export const round = (value: number, digits = 0): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** A figure measured against a baseline, passing when value / baseline ≥ minimum. */
export function ratioRow(
  figure: string,
  value: number,
  baseline: number,
  unit: string,
  minimum: number,
  note?: string,
): Row {
  const ratio = value / baseline;
  return {
    figure,
    value: round(value, value < 100 ? 1 : 0),
    unit,
    baseline: round(baseline, baseline < 100 ? 1 : 0),
    ratio: round(ratio, 2),
    budget: `≥ ${minimum}×`,
    pass: ratio >= minimum,
    ...(note ? { note } : {}),
  };
}

/** A figure with an absolute ceiling. */
export function maxRow(
  figure: string,
  value: number,
  unit: string,
  maximum: number,
  note?: string,
): Row {
  return {
    figure,
    value: round(value, value < 100 ? 1 : 0),
    unit,
    budget: `≤ ${maximum} ${unit}`,
    pass: value <= maximum,
    ...(note ? { note } : {}),
  };
}

/** A figure shown for comparison with the last run, without a budget. */
export function infoRow(figure: string, value: number, unit: string, note?: string): Row {
  return { figure, value: round(value, value < 100 ? 2 : 0), unit, ...(note ? { note } : {}) };
}
