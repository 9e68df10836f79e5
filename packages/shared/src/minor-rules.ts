/*
 * Minors on Lineup (issue 25, DESIGN.md "minors"): who is a minor, and when, without zod so any
 * screen can use it. Ages are whole years from a date of birth ("YYYY-MM-DD"), counted on the
 * calendar date of the athlete's own time zone: an athlete in Honolulu turns 18 five hours after
 * one in New York.
 */

export const MINOR_AGES = {
  /** Younger than this cannot have an account (COPPA). */
  youngest: 13,
  /** From this age an athlete is an adult: no guardian. */
  adult: 18,
} as const;

/** Each state's time zone, the one most of its people live in (the hometown's state decides). */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AK: "America/Anchorage",
  AL: "America/Chicago",
  AR: "America/Chicago",
  AZ: "America/Phoenix",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DC: "America/New_York",
  DE: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  IA: "America/Chicago",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  MA: "America/New_York",
  MD: "America/New_York",
  ME: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MO: "America/Chicago",
  MS: "America/Chicago",
  MT: "America/Denver",
  NC: "America/New_York",
  ND: "America/Chicago",
  NE: "America/Chicago",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NV: "America/Los_Angeles",
  NY: "America/New_York",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VA: "America/New_York",
  VT: "America/New_York",
  WA: "America/Los_Angeles",
  WI: "America/Chicago",
  WV: "America/New_York",
  WY: "America/Denver",
};

/** Where the state is unknown: the zone furthest west, so nobody is an adult too early. */
export const FALLBACK_TIME_ZONE = "Pacific/Honolulu";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar date "YYYY-MM-DD", or null (2026-02-30 is not one). */
export function calendarDate(text: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1) return null;
  if (probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The calendar date ("YYYY-MM-DD") at this instant in this time zone. */
export function dateIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/**
 * Whole years from `dateOfBirth` to `today` (both "YYYY-MM-DD"). Someone born on February 29
 * has a birthday on March 1 in other years, as most US states count it: they turn 18 on
 * 1 March 2026 when born on 29 February 2008.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = calendarDate(dateOfBirth);
  const now = calendarDate(today);
  if (!born || !now) throw new RangeError(`not a calendar date: ${dateOfBirth} or ${today}`);
  const years = now.year - born.year;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return hadBirthday ? years : years - 1;
}

/** The athlete's age now, counted in their hometown state's time zone. */
export function ageNow(dateOfBirth: string, state: string | null | undefined, now: Date): number {
  const zone = (state && STATE_TIME_ZONES[state]) || FALLBACK_TIME_ZONE;
  return ageOn(dateOfBirth, dateIn(zone, now));
}

export const isMinorAge = (age: number): boolean => age < MINOR_AGES.adult;
export const isTooYoung = (age: number): boolean => age < MINOR_AGES.youngest;

/** The date ("YYYY-MM-DD") on which someone born then turns `age`. */
export function birthdayOfAge(dateOfBirth: string, age: number): string {
  const born = calendarDate(dateOfBirth);
  if (!born) throw new RangeError(`not a calendar date: ${dateOfBirth}`);
  const year = born.year + age;
  const leapDayInCommonYear = born.month === 2 && born.day === 29 && !calendarDate(`${year}-02-29`);
  const [month, day] = leapDayInCommonYear ? [3, 1] : [born.month, born.day];
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The time zone that counts an athlete's birthdays: their hometown state's. */
export const zoneOfState = (state: string | null | undefined): string =>
  (state && STATE_TIME_ZONES[state]) || FALLBACK_TIME_ZONE;

/** Minutes the zone is ahead of UTC at this instant (New York in winter: -300). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  // Stryker disable next-line OptionalChaining: formatToParts always holds each part asked for (equivalent-mutants.md)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar date ("YYYY-MM-DD") begins in a time zone. */
export function startOfDateIn(date: string, timeZone: string): Date {
  const parts = calendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  const midnightUtc = Date.UTC(parts.year, parts.month - 1, parts.day);
  // The offset at the guess, then again at the answer (they differ only across a DST change).
  const first = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(first)) * 60_000);
}

/**
 * The instant the athlete becomes an adult: the start of their 18th birthday in their hometown
 * state's zone. Stored beside the date of birth (athlete_profiles.adult_at), so "is a minor now"
 * is `adult_at > now()` in SQL and needs no time-zone arithmetic there.
 */
export const adultAt = (dateOfBirth: string, state: string | null | undefined): Date =>
  startOfDateIn(birthdayOfAge(dateOfBirth, MINOR_AGES.adult), zoneOfState(state));

/**
 * Where a minor's guardian stands (athlete_profiles.guardian_consent). `not_needed` for an adult
 * or an athlete with no date of birth yet; `requested` from naming a guardian until they decide.
 * Only `consented` lets businesses reach a minor.
 */
export const GUARDIAN_CONSENT_STATES = [
  "not_needed",
  "requested",
  "consented",
  "declined",
  "withdrawn",
] as const;
export type GuardianConsentState = (typeof GUARDIAN_CONSENT_STATES)[number];

/** The version of the consent text the guardian agrees to; recorded with each decision. */
export const GUARDIAN_CONSENT_VERSION = "2026-11-28";

/** Categories of business closed to minors (DESIGN.md offers), as business types name them. */
export const CLOSED_TO_MINORS_TYPES = [
  "Alcohol & Spirits",
  "Tobacco & Vaping",
  "Cannabis",
  "Gambling & Sports Betting",
  "Firearms & Weapons",
  "Adult Entertainment",
] as const;
