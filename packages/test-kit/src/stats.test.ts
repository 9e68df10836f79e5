import { describe, expect, it } from "vitest";
import { mad, mean, median, percentile } from "./stats";

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  it("is NaN for no values, and leaves its input unsorted", () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it("answers a measured value by nearest rank", () => {
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });

  it("clamps to the smallest and largest value", () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it("is NaN for no values", () => {
    expect(percentile([], 99)).toBeNaN();
  });
});

describe("mean and mad", () => {
  it("averages", () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
    expect(mean([])).toBeNaN();
  });

  it("measures the typical distance from the median", () => {
    expect(mad([1, 2, 3, 4, 100])).toBe(1);
  });
});
