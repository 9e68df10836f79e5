import { describe, expect, it } from "vitest";
import {
  FALLBACK_TIME_ZONE,
  GUARDIAN_CONSENT_VERSION,
  adultAt,
  startOfDateIn,
  zoneOfState,
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

  it("counts whole months before and after the birthday's month", () => {
    expect(ageOn("2008-06-15", "2026-05-20")).toBe(17);
    expect(ageOn("2008-06-15", "2026-07-01")).toBe(18);
    expect(ageOn("2008-06-15", "2026-12-31")).toBe(18);
  });

  it("counts a February 29 birthday on March 1 in common years, on the day in leap years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2012-02-29", "2028-02-28")).toBe(15);
    expect(ageOn("2012-02-29", "2028-02-29")).toBe(16);
    expect(birthdayOfAge("2008-02-29", 18)).toBe("2026-03-01");
    expect(birthdayOfAge("2012-02-29", 16)).toBe("2028-02-29");
    expect(birthdayOfAge("2008-06-15", 18)).toBe("2026-06-15");
    // Only February 29 moves: the 29th of another month, and another day of February, do not.
    expect(birthdayOfAge("2008-05-29", 18)).toBe("2026-05-29");
    expect(birthdayOfAge("2008-02-28", 18)).toBe("2026-02-28");
    expect(birthdayOfAge("2008-02-15", 18)).toBe("2026-02-15");
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
    expect(calendarDate("2026-04-31")).toBeNull();
    expect(calendarDate("2026-00-10")).toBeNull();
    expect(calendarDate("2026-01-00")).toBeNull();
    expect(calendarDate("2026-1-01")).toBeNull();
    expect(calendarDate("x2026-01-01")).toBeNull();
    expect(calendarDate("2026-01-01x")).toBeNull();
    expect(calendarDate("2026-01-1a")).toBeNull();
    expect(calendarDate("2026-12-31")).toEqual({ year: 2026, month: 12, day: 31 });
    expect(() => ageOn("2026-02-30", "2026-03-01")).toThrow(
      new RangeError("not a calendar date: 2026-02-30 or 2026-03-01"),
    );
    expect(() => birthdayOfAge("2008-02-30", 18)).toThrow(
      new RangeError("not a calendar date: 2008-02-30"),
    );
  });

  it("does not read a year before 100 as one of the 1900s", () => {
    // Date.UTC(50, 0, 1) is 1950: such a "date" is not taken for another one.
    expect(calendarDate("0050-01-01")).toBeNull();
    expect(calendarDate("0100-01-01")).toEqual({ year: 100, month: 1, day: 1 });
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

describe("the instant an athlete becomes an adult", () => {
  it("is the start of the 18th birthday in the hometown state's zone", () => {
    // June: New York is UTC-4, Honolulu UTC-10, Chicago UTC-5.
    expect(adultAt("2008-06-15", "NY").toISOString()).toBe("2026-06-15T04:00:00.000Z");
    expect(adultAt("2008-06-15", "HI").toISOString()).toBe("2026-06-15T10:00:00.000Z");
    expect(adultAt("2008-06-15", "TX").toISOString()).toBe("2026-06-15T05:00:00.000Z");
    expect(adultAt("2008-06-15", null).toISOString()).toBe("2026-06-15T10:00:00.000Z");
    expect(adultAt("2008-02-29", "NY").toISOString()).toBe("2026-03-01T05:00:00.000Z");
  });

  it("names the state's zone, or the westernmost when the state is unknown", () => {
    expect(zoneOfState("TX")).toBe("America/Chicago");
    expect(zoneOfState("NY")).toBe("America/New_York");
    expect(zoneOfState(null)).toBe(FALLBACK_TIME_ZONE);
    expect(zoneOfState(undefined)).toBe(FALLBACK_TIME_ZONE);
    expect(zoneOfState("")).toBe(FALLBACK_TIME_ZONE);
    expect(zoneOfState("ZZ")).toBe(FALLBACK_TIME_ZONE);
  });

  it("finds the start of a day on either side of a clock change", () => {
    // New York: summer time from 2026-03-08 07:00Z to 2026-11-01 06:00Z.
    expect(startOfDateIn("2026-03-08", "America/New_York").toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
    expect(startOfDateIn("2026-03-09", "America/New_York").toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
    expect(startOfDateIn("2026-11-01", "America/New_York").toISOString()).toBe(
      "2026-11-01T04:00:00.000Z",
    );
    expect(startOfDateIn("2026-11-02", "America/New_York").toISOString()).toBe(
      "2026-11-02T05:00:00.000Z",
    );
    // Berlin (east of UTC) changes at 01:00Z on 2026-03-29: that day still starts at 23:00Z.
    expect(startOfDateIn("2026-03-29", "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(startOfDateIn("2026-03-30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    // Beirut skips its midnight on 2026-03-29 (00:00 becomes 01:00): that day begins at 01:00.
    expect(startOfDateIn("2026-03-29", "Asia/Beirut").toISOString()).toBe(
      "2026-03-28T22:00:00.000Z",
    );
    expect(startOfDateIn("2026-07-01", "UTC").toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(() => startOfDateIn("2026-02-30", "UTC")).toThrow(
      new RangeError("not a calendar date: 2026-02-30"),
    );
  });
});

describe("the guardian's consent text", () => {
  it("has a version that is a date, recorded with each decision", () => {
    expect(calendarDate(GUARDIAN_CONSENT_VERSION)).not.toBeNull();
  });
});
