import { describe, expect, it } from "vitest";
import {
  FALLBACK_TIME_ZONE,
  STATE_TIME_ZONES,
  ageNow,
  ageOn,
  birthdayOfAge,
  calendarDate,
  dateIn,
  isMinorAge,
  isTooYoung,
} from "./minor-rules";
import { US_STATES } from "./us-states";

describe("ages from a date of birth", () => {
  it("turns a year older on the birthday itself, not the day before", () => {
    expect(ageOn("2008-06-15", "2026-06-14")).toBe(17);
    expect(ageOn("2008-06-15", "2026-06-15")).toBe(18);
    expect(ageOn("2008-06-15", "2026-06-16")).toBe(18);
    expect(ageOn("2008-12-31", "2026-01-01")).toBe(17);
  });

  it("counts a February 29 birthday on March 1 in common years, on the day in leap years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2012-02-29", "2028-02-28")).toBe(15);
    expect(ageOn("2012-02-29", "2028-02-29")).toBe(16);
    expect(birthdayOfAge("2008-02-29", 18)).toBe("2026-03-01");
    expect(birthdayOfAge("2012-02-29", 16)).toBe("2028-02-29");
    expect(birthdayOfAge("2008-06-15", 18)).toBe("2026-06-15");
  });

  it("says who is too young, a minor or an adult at the edges", () => {
    expect(isTooYoung(12)).toBe(true);
    expect(isTooYoung(13)).toBe(false);
    expect(isMinorAge(17)).toBe(true);
    expect(isMinorAge(18)).toBe(false);
  });

  it("refuses dates that are not on the calendar", () => {
    expect(calendarDate("2026-02-30")).toBeNull();
    expect(calendarDate("2027-02-29")).toBeNull();
    expect(calendarDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(calendarDate("2026-13-01")).toBeNull();
    expect(calendarDate("26-01-01")).toBeNull();
    expect(() => ageOn("2026-02-30", "2026-03-01")).toThrow(RangeError);
  });
});

describe("the athlete's own calendar day", () => {
  // 2026-06-15 03:30 UTC: still the 14th in every US zone, the 15th in UTC.
  const earlyUtc = new Date("2026-06-15T03:30:00Z");

  it("takes the date in the hometown state's zone", () => {
    expect(dateIn("America/New_York", earlyUtc)).toBe("2026-06-14");
    expect(dateIn("UTC", earlyUtc)).toBe("2026-06-15");
    expect(ageNow("2008-06-15", "NY", earlyUtc)).toBe(17);
    // 05:00 UTC is 01:00 in New York (the 15th) and still 19:00 on the 14th in Honolulu.
    const later = new Date("2026-06-15T05:00:00Z");
    expect(ageNow("2008-06-15", "NY", later)).toBe(18);
    expect(ageNow("2008-06-15", "HI", later)).toBe(17);
  });

  it("falls back to the westernmost zone when the state is unknown", () => {
    const later = new Date("2026-06-15T05:00:00Z");
    expect(ageNow("2008-06-15", null, later)).toBe(17);
    expect(ageNow("2008-06-15", "ZZ", later)).toBe(17);
    expect(FALLBACK_TIME_ZONE).toBe("Pacific/Honolulu");
  });

  it("knows a zone for every state of the cities list", () => {
    for (const [code] of US_STATES) {
      const zone = STATE_TIME_ZONES[code];
      expect(zone, code).toBeDefined();
      expect(() => dateIn(zone!, earlyUtc)).not.toThrow();
    }
  });
});
