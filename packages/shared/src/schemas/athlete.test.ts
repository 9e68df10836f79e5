import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, firstAt, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import {
  athleteCreateBodySchema,
  athleteUpdateBodySchema,
  dateOfBirthField,
  serviceItemSchema,
  serviceSchema,
} from "./athlete";
import { bioField } from "./fields";

const SERVICE_ID = "00000000-0000-4000-8000-000000000001";

describe("an athlete's date of birth", () => {
  it("is a real calendar date from 1900 on", () => {
    expect(parsed(dateOfBirthField, "2010-05-01")).toBe("2010-05-01");
    expect(parsed(dateOfBirthField, "1900-01-01")).toBe("1900-01-01");
    expect(parsed(dateOfBirthField, "2012-02-29")).toBe("2012-02-29");
    for (const date of ["1899-12-31", "2011-02-29", "2010-13-01", "2010-5-1", "May 1, 2010"]) {
      expect(messagesAt(dateOfBirthField, date), date).toContain(MESSAGES.dateOfBirthInvalid);
    }
  });

  it("asks for it when missing or blank", () => {
    expect(messagesAt(dateOfBirthField, undefined)).toEqual([MESSAGES.enterDateOfBirth]);
    expect(messagesAt(dateOfBirthField, "")[0]).toBe(MESSAGES.enterDateOfBirth);
  });
});

const create = {
  sport: 1,
  hometown: 2,
  activities: [3],
  education: "Professional",
};

describe("the athlete's get-started body", () => {
  it("needs a sport, a hometown, interests and a level; roles default to none", () => {
    expect(parsed(athleteCreateBodySchema, create)).toEqual({ ...create, roles: [], services: [] });
    expect(Object.keys(issuesOf(athleteCreateBodySchema.safeParse({}))).sort()).toEqual([
      "activities",
      "education",
      "hometown",
      "sport",
    ]);
  });

  it("takes every optional answer of the spec", () => {
    const full = {
      ...create,
      education: "College",
      class: 2026,
      team: "Eagles",
      roles: [4, 5],
      statistics: "https://stats.example.com/jordan",
      agentEmail: "agent@example.com",
      gender: "Female",
      dateOfBirth: "2008-06-15",
      guardianEmail: "parent@example.com",
    };
    expect(parsed(athleteCreateBodySchema, full)).toEqual({ ...full, services: [] });
    expect(parsed(athleteCreateBodySchema, { ...create, gender: "Male" }).gender).toBe("Male");
  });

  it("leaves out the gender 'Prefer not to say' and refuses other genders", () => {
    expect(accepts(athleteCreateBodySchema, { ...create, gender: "Prefer not to say" })).toBe(
      false,
    );
    expect(accepts(athleteCreateBodySchema, { ...create, gender: "Other" })).toBe(false);
  });

  it("asks for a competition level among the spec's four", () => {
    expect(
      messagesAt(athleteCreateBodySchema, { ...create, education: "Amateur" }, "education"),
    ).toEqual(["Please select a competition level"]);
    expect(
      messagesAt(athleteCreateBodySchema, { ...create, education: undefined }, "education"),
    ).toEqual(["Please select a competition level"]);
    for (const education of ["Professional", "Freelance"]) {
      expect(accepts(athleteCreateBodySchema, { ...create, education })).toBe(true);
    }
  });

  it.each(["High School", "College"])(
    "asks a %s athlete for a class among 2025 to 2033",
    (education) => {
      const body = { ...create, education };
      expect(issuesOf(athleteCreateBodySchema.safeParse(body))).toEqual({
        class: ["Please select a class"],
      });
      expect(parsed(athleteCreateBodySchema, { ...body, class: 2025 }).class).toBe(2025);
      expect(parsed(athleteCreateBodySchema, { ...body, class: 2033 }).class).toBe(2033);
      for (const year of [2024, 2034]) {
        expect(messagesAt(athleteCreateBodySchema, { ...body, class: year }, "class")).toEqual([
          "Please select a class",
        ]);
      }
    },
  );

  it.each(["Professional", "Freelance"])("refuses a class for a %s athlete", (education) => {
    expect(
      messagesAt(athleteCreateBodySchema, { ...create, education, class: 2026 }, "class"),
    ).toEqual(["Please select a class"]);
  });

  it("asks for at least one and at most 30 interests, at most 20 roles", () => {
    expect(
      messagesAt(athleteCreateBodySchema, { ...create, activities: [] }, "activities"),
    ).toEqual(["Please select a interest & hobbies"]);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(
      accepts(athleteCreateBodySchema, { ...create, activities: ids(30), roles: ids(20) }),
    ).toBe(true);
    expect(accepts(athleteCreateBodySchema, { ...create, activities: ids(31) })).toBe(false);
    expect(accepts(athleteCreateBodySchema, { ...create, roles: ids(21) })).toBe(false);
    expect(accepts(athleteCreateBodySchema, { ...create, sport: 0 })).toBe(false);
    expect(accepts(athleteCreateBodySchema, { ...create, hometown: 1.5 })).toBe(false);
  });

  it("takes a team of 3 to 80 characters, trimmed", () => {
    expect(parsed(athleteCreateBodySchema, { ...create, team: "  Ace  " }).team).toBe("Ace");
    expect(messagesAt(athleteCreateBodySchema, { ...create, team: " Ab " }, "team")).toEqual([
      "Team must be at least 3 characters",
    ]);
    expect(accepts(athleteCreateBodySchema, { ...create, team: "a".repeat(80) })).toBe(true);
    expect(accepts(athleteCreateBodySchema, { ...create, team: "a".repeat(81) })).toBe(false);
  });

  it("takes services only later, an http(s) statistics link and an agent's e-mail", () => {
    expect(
      accepts(athleteCreateBodySchema, { ...create, services: [{ name: "Camp", price: 5 }] }),
    ).toBe(false);
    expect(
      messagesAt(
        athleteCreateBodySchema,
        { ...create, statistics: "javascript:alert(1)" },
        "statistics",
      ),
    ).toEqual([MESSAGES.invalidLink]);
    expect(
      parsed(athleteCreateBodySchema, { ...create, agentEmail: "Agent@Example.com" }).agentEmail,
    ).toBe("agent@example.com");
    expect(accepts(athleteCreateBodySchema, { ...create, dateOfBirth: "2010-02-30" })).toBe(false);
    expect(accepts(athleteCreateBodySchema, { ...create, guardianEmail: "nobody" })).toBe(false);
    expect(accepts(athleteCreateBodySchema, { ...create, price: 5 })).toBe(false);
  });
});

describe("a service", () => {
  it("needs a name of 3 to 80 characters", () => {
    expect(parsed(serviceSchema, { name: "  Camp  ", price: 50 })).toEqual({
      name: "Camp",
      price: 50,
    });
    expect(messagesAt(serviceSchema, { price: 50 }, "name")).toEqual(["Enter service name"]);
    expect(firstAt(serviceSchema, { name: "   ", price: 50 }, "name")).toBe("Enter service name");
    expect(messagesAt(serviceSchema, { name: " Ab ", price: 50 }, "name")).toEqual([
      "Enter more characters",
    ]);
    expect(accepts(serviceSchema, { name: "a".repeat(80), price: 50 })).toBe(true);
    expect(messagesAt(serviceSchema, { name: "a".repeat(81), price: 50 }, "name")).toEqual([
      "Use at most 80 characters",
    ]);
  });

  it("needs a price from $0 to $1,000,000 in cents", () => {
    expect(messagesAt(serviceSchema, { name: "Camp" }, "price")).toEqual(["Enter service price"]);
    expect(parsed(serviceSchema, { name: "Camp", price: 0 }).price).toBe(0);
    expect(parsed(serviceSchema, { name: "Camp", price: 1_000_000 }).price).toBe(1_000_000);
    expect(parsed(serviceSchema, { name: "Camp", price: 19.99 }).price).toBe(19.99);
    expect(messagesAt(serviceSchema, { name: "Camp", price: -0.01 }, "price")).toEqual([
      "Price cannot be negative",
    ]);
    expect(messagesAt(serviceSchema, { name: "Camp", price: 1_000_000.01 }, "price")).toEqual([
      "Price must be at most $1,000,000",
    ]);
    expect(messagesAt(serviceSchema, { name: "Camp", price: 10.005 }, "price")).toEqual([
      "Use at most two decimals",
    ]);
    expect(accepts(serviceSchema, { name: "Camp", price: 5, id: SERVICE_ID })).toBe(false);
  });

  it("in a list, may name one of the profile's services by id", () => {
    expect(parsed(serviceItemSchema, { id: SERVICE_ID, name: "Camp", price: 5 })).toEqual({
      id: SERVICE_ID,
      name: "Camp",
      price: 5,
    });
    expect(messagesAt(serviceItemSchema, { id: "12", name: "Camp", price: 5 }, "id")).toEqual([
      MESSAGES.serviceNotFound,
    ]);
  });
});

describe("a bio", () => {
  it("is required, 3 to 2,000 characters, trimmed, with paragraphs", () => {
    expect(parsed(bioField, "  Fast.\nStrong.  ")).toBe("Fast.\nStrong.");
    expect(messagesAt(bioField, undefined)).toEqual(["Please tell people about yourself"]);
    expect(firstAt(bioField, "   ")).toBe("Please tell people about yourself");
    expect(messagesAt(bioField, " ab ")).toEqual(["Bio must be at least 3 characters"]);
    expect(parsed(bioField, "a".repeat(2000))).toHaveLength(2000);
    expect(messagesAt(bioField, "a".repeat(2001))).toEqual(["Bio must be at most 2000 characters"]);
  });
});

describe("the athlete's update", () => {
  it("needs something to update", () => {
    expect(issuesOf(athleteUpdateBodySchema.safeParse({}))).toEqual({ "": ["Nothing to update"] });
    expect(parsed(athleteUpdateBodySchema, { bio: "Fast runner" })).toEqual({ bio: "Fast runner" });
  });

  it("clears optional answers with null and checks the class year", () => {
    const cleared = { team: null, class: null, statistics: null, gender: null };
    expect(parsed(athleteUpdateBodySchema, cleared)).toEqual(cleared);
    expect(parsed(athleteUpdateBodySchema, { class: 2033 })).toEqual({ class: 2033 });
    expect(issuesOf(athleteUpdateBodySchema.safeParse({ class: 2034 }))).toEqual({
      class: ["Please select a class"],
    });
    expect(messagesAt(athleteUpdateBodySchema, { class: 2024 }, "class")).toEqual([
      "Please select a class",
    ]);
    expect(messagesAt(athleteUpdateBodySchema, { activities: [] }, "activities")).toEqual([
      "Please select a interest & hobbies",
    ]);
    expect(messagesAt(athleteUpdateBodySchema, { team: "Ab" }, "team")).toEqual([
      "Team must be at least 3 characters",
    ]);
    expect(messagesAt(athleteUpdateBodySchema, { education: "Amateur" }, "education")).toEqual([
      "Please select a competition level",
    ]);
    expect(parsed(athleteUpdateBodySchema, { gender: "Male", roles: [] })).toEqual({
      gender: "Male",
      roles: [],
    });
  });

  it("takes the whole services list, each saved service once, at most 20", () => {
    const other = "00000000-0000-4000-8000-000000000002";
    const services = [
      { id: SERVICE_ID, name: "Camp", price: 5 },
      { name: "Clinic", price: 10 },
      { name: "Talk", price: 15 },
      { id: other, name: "Signing", price: 20 },
    ];
    expect(parsed(athleteUpdateBodySchema, { services })).toEqual({ services });
    expect(
      issuesOf(
        athleteUpdateBodySchema.safeParse({
          services: [...services, { id: SERVICE_ID, name: "Camp again", price: 6 }],
        }),
      ),
    ).toEqual({ "services.4.id": [MESSAGES.serviceGivenTwice] });
    const many = Array.from({ length: 20 }, () => ({ name: "Camp", price: 5 }));
    expect(accepts(athleteUpdateBodySchema, { services: many })).toBe(true);
    expect(
      accepts(athleteUpdateBodySchema, { services: [...many, { name: "Camp", price: 5 }] }),
    ).toBe(false);
  });

  it("stores socials by their lowercase names and refuses unknown fields", () => {
    expect(
      parsed(athleteUpdateBodySchema, { socials: { Instagram: "https://instagram.com/j" } }),
    ).toEqual({
      socials: { instagram: "https://instagram.com/j" },
    });
    expect(accepts(athleteUpdateBodySchema, { bio: "Fast runner", status: "approved" })).toBe(
      false,
    );
  });
});

describe("the athlete's own rules are custom issues of their field", () => {
  it("on creation and update", () => {
    expect(codesAt(athleteCreateBodySchema, { ...create, education: "College" }, "class")).toEqual([
      "custom",
    ]);
    expect(codesAt(athleteCreateBodySchema, { ...create, class: 2026 }, "class")).toEqual([
      "custom",
    ]);
    expect(codesAt(athleteUpdateBodySchema, {}, "")).toEqual(["custom"]);
    expect(codesAt(athleteUpdateBodySchema, { class: 2024 }, "class")).toEqual(["custom"]);
    const twice = [
      { id: SERVICE_ID, name: "Camp", price: 5 },
      { id: SERVICE_ID, name: "Camp", price: 5 },
    ];
    expect(codesAt(athleteUpdateBodySchema, { services: twice }, "services.1.id")).toEqual([
      "custom",
    ]);
  });

  it("refuses services on creation as a whole list", () => {
    expect(
      messagesAt(
        athleteCreateBodySchema,
        { ...create, services: [{ name: "Camp", price: 5 }] },
        "services",
      ),
    ).toHaveLength(1);
  });

  it("trims the team and takes either gender in an update", () => {
    expect(parsed(athleteUpdateBodySchema, { team: "  Ace  " })).toEqual({ team: "Ace" });
    expect(parsed(athleteUpdateBodySchema, { gender: "Female" })).toEqual({ gender: "Female" });
    expect(accepts(athleteUpdateBodySchema, { gender: "Prefer not to say" })).toBe(false);
  });
});
