import {
  ageNow,
  ageOn,
  calendarDate,
  isMinorAge,
  isTooYoung,
  type MyProfile,
} from "@lineup/shared";
import { todayIso } from "./calendar-day";

/**
 * How old someone born on `dateOfBirth` ("YYYY-MM-DD") is today: in their hometown state's time
 * zone when the form knows it, else by this device's calendar. Null for a date that is not whole
 * yet (a half-typed field) or lies ahead. Only a hint for the form: the server decides for real.
 */
export function ageToday(
  dateOfBirth: string,
  state: string | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!calendarDate(dateOfBirth)) return null;
  const age = state ? ageNow(dateOfBirth, state, now) : ageOn(dateOfBirth, todayIso(now));
  return age < 0 ? null : age;
}

/**
 * Whether the form should ask for a parent or guardian's e-mail: from 13 to 17. Younger than 13
 * no guardian can help; the server refuses the account, and the form lets it say so.
 */
export function looksMinor(
  dateOfBirth: string,
  state: string | null | undefined,
  now: Date = new Date(),
): boolean {
  const age = ageToday(dateOfBirth, state, now);
  return age !== null && isMinorAge(age) && !isTooYoung(age);
}

/** What GET /api/profile/my says the athlete gave about their age (absent until the API has it). */
export function savedBirthOf(my: MyProfile | null | undefined): {
  dateOfBirth: string | null;
  guardianEmail: string | null;
} {
  return {
    dateOfBirth: my?.minor?.dateOfBirth ?? null,
    guardianEmail: my?.minor?.guardianEmail ?? null,
  };
}
