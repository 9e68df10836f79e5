import { LIMITS } from "./limits";

/* The fixed choices of the forms (spec §3), apart from the schemas so screens can list them
   without downloading zod. */

export const COMPETITION_LEVELS = ["High School", "College", "Professional", "Freelance"] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
/** Levels that have a class year (spec §4: other levels hide and clear it). */
export const LEVELS_WITH_CLASS: readonly CompetitionLevel[] = ["High School", "College"];

/** Nine consecutive class years from 2025 (spec §3). */
export const CLASS_YEARS: readonly number[] = Array.from(
  { length: LIMITS.classYearsCount },
  (_, i) => LIMITS.classYearsFrom + i,
);

export const GENDERS = ["Male", "Female", "Prefer not to say"] as const;
export type Gender = (typeof GENDERS)[number];

export const SUFFIXES = ["I", "II", "IV", "J.D.", "Jr", "M.Ed.", "PE", "Ph.D", "Sr"] as const;
export type Suffix = (typeof SUFFIXES)[number];
