import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import {
  athleteCardSchema,
  athleteSearchPageSchema,
  athleteSearchQuerySchema,
  athleteSearchStatsSchema,
  publicAthleteProfileSchema,
  shortlistChangeSchema,
  shortlistSchema,
} from "./search";

const query = athleteSearchQuerySchema;
const at = (input: object, path: string) => messagesAt(query, input, path);

describe("the talent search's query", () => {
  it("reads the first 20 by relevance when nothing is asked", () => {
    expect(parsed(query, {})).toEqual({ sort: "relevance", page: 1, pageSize: 20 });
  });

  it.each(["sport", "position", "near", "interest"])("reads %s as a lookup id", (label) => {
    expect(parsed(query, { [label]: "12" })[label as "sport"]).toBe(12);
    expect(parsed(query, { [label]: "2147483647" })[label as "sport"]).toBe(2_147_483_647);
    expect(at({ [label]: "football" }, label)).toEqual([`${label} must be a number`]);
    expect(at({ [label]: "1.5" }, label)).toEqual([`${label} must be a whole number`]);
    expect(at({ [label]: "0" }, label)).toEqual([`${label} must be a lookup id`]);
    expect(at({ [label]: "2147483648" }, label)).toEqual([`${label} must be a lookup id`]);
    expect(accepts(query, { [label]: ["1", "2"] })).toBe(false);
  });

  it.each(["High School", "College", "Professional", "Freelance"])(
    "filters by the level %s",
    (level) => {
      expect(parsed(query, { level }).level).toBe(level);
    },
  );

  it("takes a class year among the nine from 2025", () => {
    expect(parsed(query, { classYear: "2025" }).classYear).toBe(2025);
    expect(parsed(query, { classYear: "2033" }).classYear).toBe(2033);
    expect(at({ classYear: "2024" }, "classYear")).toEqual(["classYear must be at least 2025"]);
    expect(at({ classYear: "2034" }, "classYear")).toEqual(["classYear must be at most 2033"]);
    expect(at({ classYear: "soon" }, "classYear")).toEqual(["classYear must be a number"]);
    expect(at({ classYear: "2026.5" }, "classYear")).toEqual(["classYear must be a whole number"]);
    expect(accepts(query, { level: "Amateur" })).toBe(false);
  });

  it.each([10, 25, 50, 100, 250])("searches %i miles around a city", (radius) => {
    expect(parsed(query, { near: "7", radius: String(radius) })).toMatchObject({ near: 7, radius });
  });

  it("refuses any other radius and says which it takes", () => {
    for (const radius of ["30", "0", "1000"]) {
      expect(at({ near: "7", radius }, "radius")).toEqual([
        "radius must be one of 10, 25, 50, 100, 250",
      ]);
    }
    expect(at({ near: "7", radius: "far" }, "radius")).toEqual(["radius must be a number"]);
  });

  it("asks for a city before a radius or a sort by distance", () => {
    expect(issuesOf(query.safeParse({ radius: "25" }))).toEqual({
      radius: [MESSAGES.searchNeedsCity],
    });
    expect(issuesOf(query.safeParse({ sort: "distance" }))).toEqual({
      sort: [MESSAGES.searchNeedsCity],
    });
    expect(issuesOf(query.safeParse({ radius: "25", sort: "distance" }))).toEqual({
      radius: [MESSAGES.searchNeedsCity],
      sort: [MESSAGES.searchNeedsCity],
    });
    expect(parsed(query, { near: "7", sort: "distance" })).toMatchObject({
      near: 7,
      sort: "distance",
    });
    expect(parsed(query, { sort: "newest" }).sort).toBe("newest");
    expect(accepts(query, { sort: "price" })).toBe(false);
  });

  it("filters by Male or Female; no one is searched as 'Prefer not to say'", () => {
    expect(parsed(query, { gender: "Male" }).gender).toBe("Male");
    expect(parsed(query, { gender: "Female" }).gender).toBe("Female");
    expect(accepts(query, { gender: "Prefer not to say" })).toBe(false);
  });

  it("takes up to 100 characters of words, trimmed, on one line", () => {
    expect(parsed(query, { q: "  point guard  " }).q).toBe("point guard");
    expect(parsed(query, { q: ` ${"a".repeat(100)} ` }).q).toHaveLength(100);
    expect(accepts(query, { q: "a".repeat(101) })).toBe(false);
    expect(accepts(query, { q: "point\nguard" })).toBe(false);
  });

  it("takes pages 1 to 500 of 1 to 50 cards", () => {
    expect(parsed(query, { page: "500", pageSize: "50" })).toMatchObject({
      page: 500,
      pageSize: 50,
    });
    expect(parsed(query, { page: "1", pageSize: "1" })).toMatchObject({ page: 1, pageSize: 1 });
    expect(at({ page: "0" }, "page")).toEqual(["page must be at least 1"]);
    expect(at({ page: "501" }, "page")).toEqual(["page must be at most 500"]);
    expect(at({ pageSize: "0" }, "pageSize")).toEqual(["pageSize must be at least 1"]);
    expect(at({ pageSize: "51" }, "pageSize")).toEqual(["pageSize must be at most 50"]);
  });

  it("refuses an unknown parameter", () => {
    expect(accepts(query, { price: "100" })).toBe(false);
  });
});

describe("search's answers keep what they list and never a price or a contact", () => {
  const card = {
    id: "p1",
    name: "Jordan Miles",
    avatarUrl: "/api/media/a1",
    sport: { id: 1, name: "Basketball" },
    positions: [{ id: 2, name: "Point guard" }],
    level: "College",
    classYear: 2026,
    team: "Eagles",
    city: { id: 3, name: "Austin", state: "TX" },
    services: [{ id: "s1", name: "Camp" }],
    distanceMiles: 12.3,
    hasAgent: false,
  };

  it("a card and a page of them", () => {
    expect(parsed(athleteCardSchema, card)).toEqual(card);
    const leaky = {
      ...card,
      email: "j@example.com",
      dateOfBirth: "2008-01-01",
      services: [{ id: "s1", name: "Camp", price: 50 }],
    };
    expect(parsed(athleteCardSchema, leaky)).toEqual(card);
    const page = { list: [card], total: 1, totalCapped: false, page: 1, pageSize: 20 };
    expect(parsed(athleteSearchPageSchema, page)).toEqual(page);
    for (const widerRadius of [10, 25, 50, 100, 250]) {
      expect(parsed(athleteSearchPageSchema, { ...page, widerRadius }).widerRadius).toBe(
        widerRadius,
      );
    }
    expect(accepts(athleteSearchPageSchema, { ...page, widerRadius: 30 })).toBe(false);
  });

  it("the public profile, the shortlist and the athlete's counts", () => {
    const media = { id: "m1", url: "/api/media/m1", contentType: "image/jpeg" };
    const profile = {
      ...card,
      bio: "Fast",
      interests: [{ id: 4, name: "Chess" }],
      socials: { instagram: "https://instagram.com/j" },
      photos: [media],
      videos: [{ ...media, contentType: "video/mp4" }],
      agent: { name: "Alex Agent" },
      shortlisted: true,
    };
    const { distanceMiles, hasAgent, ...publicProfile } = profile;
    expect(distanceMiles).toBeDefined();
    expect(hasAgent).toBe(false);
    expect(parsed(publicAthleteProfileSchema, publicProfile)).toEqual(publicProfile);
    expect(
      parsed(publicAthleteProfileSchema, {
        ...publicProfile,
        agent: { name: "A", email: "a@x.co" },
      }).agent,
    ).toEqual({ name: "A" });
    expect(parsed(shortlistSchema, { list: [card], total: 1 })).toEqual({ list: [card], total: 1 });
    expect(parsed(shortlistChangeSchema, { shortlisted: false })).toEqual({ shortlisted: false });
    const stats = { appearances: 3, views: 2, days: 7 };
    expect(parsed(athleteSearchStatsSchema, stats)).toEqual(stats);
  });
});

describe("search's own rules are custom issues of their field", () => {
  it("a radius or a sort by distance without a city", () => {
    expect(codesAt(query, { radius: "25" }, "radius")).toEqual(["custom"]);
    expect(codesAt(query, { sort: "distance" }, "sort")).toEqual(["custom"]);
  });
});
