import { describe, expect, it } from "vitest";
import { foldForSearch, searchWords } from "./text-search";
import { lookupItemLabel } from "./lookup-paths";
import { lookupQuerySchema } from "./lookups";

describe("foldForSearch", () => {
  it("drops accents and case and turns punctuation into single spaces", () => {
    expect(foldForSearch("Española")).toBe("espanola");
    expect(foldForSearch("  Coeur d'Alene ")).toBe("coeur d alene");
    expect(foldForSearch("WINSTON–SALEM")).toBe("winston salem");
  });

  it("splits words and gives none for blank text", () => {
    expect(searchWords("San  Francisco")).toEqual(["san", "francisco"]);
    expect(searchWords(" ,. ")).toEqual([]);
  });
});

describe("lookup query and labels", () => {
  it("defaults amount to the page size and rejects values out of range", () => {
    expect(lookupQuerySchema.parse({})).toEqual({ amount: 10 });
    expect(lookupQuerySchema.safeParse({ amount: "0" }).success).toBe(false);
    expect(lookupQuerySchema.safeParse({ amount: "abc" }).success).toBe(false);
    expect(lookupQuerySchema.safeParse({ str: "x".repeat(101) }).success).toBe(false);
  });

  it("shows a city as 'name, state'", () => {
    expect(lookupItemLabel({ id: 1, name: "Austin", state: "TX" })).toBe("Austin, TX");
    expect(lookupItemLabel({ id: 2, name: "Tennis" })).toBe("Tennis");
  });
});
