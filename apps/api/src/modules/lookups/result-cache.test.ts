import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache";

describe("ResultCache", () => {
  it("keeps the most recently used entries up to its capacity", () => {
    const cache = new ResultCache<string>(2);
    cache.set("a", "1");
    cache.set("b", "2");
    expect(cache.get("a")).toBe("1");
    cache.set("c", "3");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("1");
    expect(cache.get("c")).toBe("3");
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
  });
});
