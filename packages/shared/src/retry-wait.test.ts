import { describe, expect, it } from "vitest";
import { tooManyAttemptsWait } from "./retry-wait";

describe("tooManyAttemptsWait", () => {
  it.each([
    [0, "Too many attempts. Try again in 1 second."],
    [1, "Too many attempts. Try again in 1 second."],
    [0.2, "Too many attempts. Try again in 1 second."],
    [30, "Too many attempts. Try again in 30 seconds."],
    [59, "Too many attempts. Try again in 59 seconds."],
    [60, "Too many attempts. Try again in 1 minute."],
    [61, "Too many attempts. Try again in 2 minutes."],
    [240, "Too many attempts. Try again in 4 minutes."],
    [900, "Too many attempts. Try again in 15 minutes."],
    [3600, "Too many attempts. Try again in 60 minutes."],
    [7140, "Too many attempts. Try again in 119 minutes."],
    [7141, "Too many attempts. Try again in 2 hours."],
    [7201, "Too many attempts. Try again in 3 hours."],
  ])("rounds %s s up: %s", (seconds, text) => {
    expect(tooManyAttemptsWait(seconds)).toBe(text);
  });
});
