import { LIMITS } from "@lineup/shared";

/** The digits a person typed, capped at the spec's 15 (spec §5, §9). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, "").slice(0, LIMITS.phoneMaxDigits);
}

/** Position after the `count`-th digit of `text`. */
export function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index] ?? "") && ++seen === count) return index + 1;
  }
  return text.length;
}
