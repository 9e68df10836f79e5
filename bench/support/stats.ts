import type { Row } from "./row";

export { median, percentile } from "@lineup/test-kit";
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
