import { describe, expect, it } from "vitest";
import { parseRange } from "./media-routes";

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=900-", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=950-5000", { start: 950, end: 999 }],
  ])("reads %s of a 1000-byte file", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each([undefined, "bytes=-", "bytes=1000-", "bytes=5-2", "items=0-1", "bytes=0-1,5-6"])(
    "serves the whole file for %s",
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});
