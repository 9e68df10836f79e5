import { describe, expect, it } from "vitest";
import { ageToday, looksMinor, savedBirthOf } from "./minor-age";

// 16:00 UTC on 1 March 2026: 1 March in New York and in Honolulu.
const NOW = new Date("2026-03-01T16:00:00Z");
// 06:00 UTC on 1 March 2026: 1 March in New York (01:00), still 28 February in Honolulu (20:00).
const EARLY = new Date("2026-03-01T06:00:00Z");

describe("minor-age", () => {
  it("counts whole years in the hometown state's zone", () => {
    expect(ageToday("2008-03-01", "NY", EARLY)).toBe(18);
    expect(ageToday("2008-03-01", "HI", EARLY)).toBe(17);
    expect(ageToday("2008-03-01", "HI", NOW)).toBe(18);
  });

  it("reads no age from a half-typed or future date", () => {
    expect(ageToday("2008-02", "TX", NOW)).toBeNull();
    expect(ageToday("2008-02-30", "TX", NOW)).toBeNull();
    expect(ageToday("2027-01-01", "TX", NOW)).toBeNull();
  });

  it("asks a guardian from 13 to 17 only", () => {
    expect(looksMinor("2010-01-01", "TX", NOW)).toBe(true);
    expect(looksMinor("2013-03-01", "TX", NOW)).toBe(true);
    expect(looksMinor("2013-03-02", "TX", NOW)).toBe(false);
    expect(looksMinor("2008-03-01", "TX", NOW)).toBe(false);
    expect(looksMinor("", "TX", NOW)).toBe(false);
  });

  it("reads what GET /api/profile/my gave, or nothing when it has no such fields", () => {
    expect(savedBirthOf(null)).toEqual({ dateOfBirth: null, guardianEmail: null });
    expect(
      savedBirthOf({
        minor: {
          isMinor: true,
          dateOfBirth: "2010-01-01",
          guardianEmail: "mom@example.com",
          guardianConsent: "requested",
        },
      } as never),
    ).toEqual({ dateOfBirth: "2010-01-01", guardianEmail: "mom@example.com" });
  });
});
