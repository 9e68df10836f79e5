import { describe, expect, it } from "vitest";
import { SearchIndex } from "./search-index";

const cities = new SearchIndex([
  { id: 1, name: "York", state: "PA", weight: 44_000 },
  { id: 2, name: "New York", state: "NY", weight: 8_000_000 },
  { id: 3, name: "Yorktown", state: "IN", weight: 11_000 },
  { id: 4, name: "Española", state: "NM", weight: 10_000 },
  { id: 5, name: "San Francisco", state: "CA", weight: 860_000 },
  { id: 6, name: "South San Francisco", state: "CA", weight: 67_000 },
  { id: 7, name: "Santa Fe", state: "NM", weight: 84_000 },
]);

const names = (result: { list: { name: string }[] }) => result.list.map((item) => item.name);

describe("SearchIndex", () => {
  it("ranks exact names first, then other prefix matches by weight", () => {
    expect(names(cities.search("york", 10))).toEqual(["York", "New York", "Yorktown"]);
  });

  it("matches the start of any word, every query word required", () => {
    expect(names(cities.search("san fr", 10))).toEqual(["San Francisco", "South San Francisco"]);
    expect(names(cities.search("fran", 10))).toEqual(["San Francisco", "South San Francisco"]);
    expect(cities.search("an fr", 10).total).toBe(0);
  });

  it("ignores case, accents and punctuation", () => {
    expect(names(cities.search("ESPANOLA", 10))).toEqual(["Española"]);
    expect(names(cities.search("española", 10))).toEqual(["Española"]);
    expect(names(cities.search("  san,  FRAN ", 10))).toEqual([
      "San Francisco",
      "South San Francisco",
    ]);
  });

  it("matches the state as a word too", () => {
    expect(names(cities.search("santa nm", 10))).toEqual(["Santa Fe"]);
  });

  it("caps the list at amount but counts every match", () => {
    const result = cities.search("s", 2);
    expect(result.list).toHaveLength(2);
    expect(result.total).toBe(3);
  });

  it("lists everything by weight when there is no text", () => {
    const result = cities.search("", 3);
    expect(names(result)).toEqual(["New York", "San Francisco", "Santa Fe"]);
    expect(result.total).toBe(7);
  });

  it("narrows to one group and checks membership", () => {
    const roles = new SearchIndex([
      { id: 10, name: "Point Guard", weight: 0, group: 1 },
      { id: 11, name: "Pitcher", weight: 0, group: 2 },
    ]);
    expect(names(roles.search("p", 10, 1))).toEqual(["Point Guard"]);
    expect(names(roles.search(undefined, 10, 2))).toEqual(["Pitcher"]);
    expect(roles.has(10, 1)).toBe(true);
    expect(roles.has(10, 2)).toBe(false);
    expect(roles.has(99)).toBe(false);
  });

  it("returns the state only when an entry has one", () => {
    expect(cities.search("york", 1).list[0]).toEqual({ id: 1, name: "York", state: "PA" });
    const plain = new SearchIndex([{ id: 1, name: "Tennis", weight: 0 }]);
    expect(plain.search("ten", 1).list[0]).toEqual({ id: 1, name: "Tennis" });
  });
});
