import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import {
  businessCreateBodySchema,
  businessUpdateBodySchema,
  individualCreateBodySchema,
  individualUpdateBodySchema,
} from "./business";
import { websiteField } from "./fields";

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const business = { location: 1, type: 2, marketingTactics: [3], goals: [4] };

describe("a website (spec §5: https:// in front when missing, empty stays empty)", () => {
  it("gets https:// in front, keeps http:// and https://", () => {
    expect(parsed(websiteField, "summit.example.com")).toBe("https://summit.example.com");
    expect(parsed(websiteField, "http://summit.example.com")).toBe("http://summit.example.com");
    expect(parsed(websiteField, "https://summit.example.com/a")).toBe(
      "https://summit.example.com/a",
    );
  });

  it("is absent when empty", () => {
    expect(parsed(websiteField, "")).toBeUndefined();
    expect(parsed(websiteField, undefined)).toBeUndefined();
  });

  it("needs a host with a dot, at most 300 characters", () => {
    for (const site of ["localhost", "https://", "summit", "http://exa mple.com"]) {
      expect(messagesAt(websiteField, site), site).toEqual([MESSAGES.invalidWebsite]);
    }
    const long = `summit.example.com/${"a".repeat(281)}`;
    expect(parsed(websiteField, long)).toBe(`https://${long}`);
    expect(messagesAt(websiteField, `${long}a`)).toEqual([MESSAGES.invalidWebsite]);
  });
});

describe("the business's get-started body", () => {
  it("needs a location, a type, marketing tactics and goals; the website is optional", () => {
    expect(parsed(businessCreateBodySchema, business)).toEqual(business);
    expect(parsed(businessCreateBodySchema, { ...business, website: "summit.co" }).website).toBe(
      "https://summit.co",
    );
    expect(Object.keys(issuesOf(businessCreateBodySchema.safeParse({}))).sort()).toEqual([
      "goals",
      "location",
      "marketingTactics",
      "type",
    ]);
  });

  it("asks for at least one and at most 30 tactics and goals", () => {
    expect(
      messagesAt(
        businessCreateBodySchema,
        { ...business, marketingTactics: [] },
        "marketingTactics",
      ),
    ).toEqual(["Please select a marketing tactics"]);
    expect(messagesAt(businessCreateBodySchema, { ...business, goals: [] }, "goals")).toEqual([
      "Please select a goals",
    ]);
    expect(
      accepts(businessCreateBodySchema, { ...business, marketingTactics: ids(30), goals: ids(30) }),
    ).toBe(true);
    expect(accepts(businessCreateBodySchema, { ...business, marketingTactics: ids(31) })).toBe(
      false,
    );
    expect(accepts(businessCreateBodySchema, { ...business, goals: ids(31) })).toBe(false);
    expect(accepts(businessCreateBodySchema, { ...business, type: 0 })).toBe(false);
    expect(accepts(businessCreateBodySchema, { ...business, bio: "Shop" })).toBe(false);
  });
});

describe("the individual's get-started body", () => {
  it("needs a location; the website is optional", () => {
    expect(parsed(individualCreateBodySchema, { location: 1 })).toEqual({ location: 1 });
    expect(parsed(individualCreateBodySchema, { location: 1, website: "pat.me" })).toEqual({
      location: 1,
      website: "https://pat.me",
    });
    expect(accepts(individualCreateBodySchema, {})).toBe(false);
    expect(accepts(individualCreateBodySchema, { location: 1, type: 2 })).toBe(false);
  });
});

describe("updates of a business and an individual", () => {
  it.each([
    ["business", businessUpdateBodySchema],
    ["individual", individualUpdateBodySchema],
  ] as const)(
    "a %s update needs something, and a blank or null website removes it",
    (_, schema) => {
      expect(issuesOf(schema.safeParse({}))).toEqual({ "": ["Nothing to update"] });
      expect(parsed(schema, { website: null })).toEqual({ website: null });
      expect(parsed(schema, { website: "" })).toEqual({ website: null });
      expect(parsed(schema, { website: "pat.me" })).toEqual({ website: "https://pat.me" });
      expect(parsed(schema, { bio: " Shop " })).toEqual({ bio: "Shop" });
      expect(messagesAt(schema, { bio: "ab" }, "bio")).toEqual([
        "Bio must be at least 3 characters",
      ]);
      expect(parsed(schema, { location: 5 })).toEqual({ location: 5 });
    },
  );

  it("a business update takes its own answers, checked as on creation", () => {
    expect(
      parsed(businessUpdateBodySchema, { type: 2, goals: [1], marketingTactics: [2] }),
    ).toEqual({
      type: 2,
      goals: [1],
      marketingTactics: [2],
    });
    expect(messagesAt(businessUpdateBodySchema, { goals: [] }, "goals")).toEqual([
      "Please select a goals",
    ]);
    expect(accepts(individualUpdateBodySchema, { type: 2 })).toBe(false);
  });
});

describe("the business's own rules are custom issues", () => {
  it("nothing to update", () => {
    expect(codesAt(businessUpdateBodySchema, {}, "")).toEqual(["custom"]);
    expect(codesAt(individualUpdateBodySchema, {}, "")).toEqual(["custom"]);
  });
});
