import { describe, expect, it } from "vitest";
import { accepts, issuesOf, parsed } from "../testing/schema-kit";
import {
  anyProfileSchema,
  athleteProfileSchema,
  bioUpdateBodySchema,
  businessProfileSchema,
  createdIdSchema,
  individualProfileSchema,
  resubmitAnswerSchema,
  resubmitBodySchema,
} from "./profile";

const media = { id: "m1", url: "/api/media/m1", contentType: "image/png", size: 10 };
const named = { id: 1, name: "Basketball" };
const city = { id: 2, name: "Austin", state: "TX" };

const athleteProfile = {
  id: "p1",
  type: "Athlete",
  nextStep: "socials",
  bio: null,
  avatar: media,
  photos: [media],
  videos: [{ ...media, id: "m2", contentType: "video/mp4" }],
  services: [{ id: "s1", name: "Camp", price: 50 }],
  sport: named,
  team: "Eagles",
  hometown: city,
  roles: [{ id: 3, name: "Point guard" }],
  activities: [{ id: 4, name: "Chess" }],
  education: "High School",
  class: 2027,
  statistics: null,
  gender: "Male",
  agentEmail: null,
  socials: { x: "https://x.com/j" },
};
const businessProfile = {
  id: "p2",
  type: "Business",
  nextStep: "profile",
  bio: "Shop",
  avatar: null,
  website: "https://summit.example.com",
  location: city,
  businessType: named,
  marketingTactics: [named],
  goals: [named],
};
const individualProfile = {
  id: "p3",
  type: "Individual",
  nextStep: "done",
  bio: null,
  avatar: null,
  website: null,
  location: city,
};

describe("the owner's own profile, prices included", () => {
  it("an athlete's, at each onboarding step", () => {
    expect(parsed(athleteProfileSchema, athleteProfile)).toEqual(athleteProfile);
    for (const nextStep of ["socials", "profile", "done"]) {
      expect(accepts(athleteProfileSchema, { ...athleteProfile, nextStep })).toBe(true);
    }
    expect(accepts(athleteProfileSchema, { ...athleteProfile, nextStep: "bio" })).toBe(false);
    const female = { ...athleteProfile, gender: "Female", education: "Freelance", class: null };
    expect(parsed(athleteProfileSchema, female)).toEqual(female);
  });

  it("a business's and an individual's", () => {
    expect(parsed(businessProfileSchema, businessProfile)).toEqual(businessProfile);
    expect(parsed(individualProfileSchema, individualProfile)).toEqual(individualProfile);
  });

  it("any of the three, told apart by type", () => {
    for (const profile of [athleteProfile, businessProfile, individualProfile]) {
      expect(parsed(anyProfileSchema, profile)).toEqual(profile);
    }
    expect(accepts(anyProfileSchema, { ...individualProfile, type: "Agent" })).toBe(false);
    expect(parsed(anyProfileSchema, { ...individualProfile, passwordHash: "x" })).toEqual(
      individualProfile,
    );
  });

  it("the id of a created profile", () => {
    expect(parsed(createdIdSchema, { data: { id: "p1", extra: 1 } })).toEqual({
      data: { id: "p1" },
    });
    expect(accepts(createdIdSchema, { data: {} })).toBe(false);
  });
});

describe("bodies of the profile's bio and resubmission", () => {
  it("a bio update takes the bio alone", () => {
    expect(parsed(bioUpdateBodySchema, { bio: " Fast " })).toEqual({ bio: "Fast" });
    expect(issuesOf(bioUpdateBodySchema.safeParse({}))).toEqual({
      bio: ["Please tell people about yourself"],
    });
    expect(accepts(bioUpdateBodySchema, { bio: "Fast", website: "x.co" })).toBe(false);
  });

  it("a resubmission takes nothing and answers pending", () => {
    expect(parsed(resubmitBodySchema, {})).toEqual({});
    expect(accepts(resubmitBodySchema, { status: "approved" })).toBe(false);
    expect(parsed(resubmitAnswerSchema, { data: { status: "pending" } })).toEqual({
      data: { status: "pending" },
    });
    expect(accepts(resubmitAnswerSchema, { data: { status: "approved" } })).toBe(false);
  });
});
