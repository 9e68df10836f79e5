import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, messagesAt, parsed } from "../testing/schema-kit";
import {
  guardianConsentViewSchema,
  guardianDecisionBodySchema,
  guardianNameField,
  guardianOfferDecisionBodySchema,
  guardianOfferViewSchema,
  guardianStateAnswerSchema,
  guardianWithdrawBodySchema,
  guardianWithdrawViewSchema,
  minorDetailsSchema,
  minorStatusSchema,
} from "./guardian";

const STATES = ["not_needed", "requested", "consented", "declined", "withdrawn"];

describe("the guardian's typed signature", () => {
  it("is a name of 3 to 120 characters, trimmed", () => {
    expect(parsed(guardianNameField, "  Pat Miles  ")).toBe("Pat Miles");
    expect(parsed(guardianNameField, "Pat")).toBe("Pat");
    expect(parsed(guardianNameField, "a".repeat(120))).toHaveLength(120);
    expect(messagesAt(guardianNameField, " Pa ")).toEqual([MESSAGES.guardianNameRequired]);
    expect(messagesAt(guardianNameField, undefined)).toEqual([MESSAGES.guardianNameRequired]);
    expect(messagesAt(guardianNameField, "a".repeat(121))).toEqual(["Use at most 120 characters"]);
  });
});

describe("the guardian's decision", () => {
  it("consents with a signature", () => {
    expect(
      parsed(guardianDecisionBodySchema, { decision: "consent", guardianName: "Pat Miles" }),
    ).toEqual({
      decision: "consent",
      guardianName: "Pat Miles",
    });
    expect(messagesAt(guardianDecisionBodySchema, { decision: "consent" }, "guardianName")).toEqual(
      [MESSAGES.guardianNameRequired],
    );
  });

  it("declines with or without one, and nothing else", () => {
    expect(parsed(guardianDecisionBodySchema, { decision: "decline" })).toEqual({
      decision: "decline",
    });
    expect(
      parsed(guardianDecisionBodySchema, { decision: "decline", guardianName: "Pat Miles" }),
    ).toEqual({
      decision: "decline",
      guardianName: "Pat Miles",
    });
    expect(
      accepts(guardianDecisionBodySchema, { decision: "maybe", guardianName: "Pat Miles" }),
    ).toBe(false);
    expect(accepts(guardianDecisionBodySchema, { decision: "decline", athleteId: "a1" })).toBe(
      false,
    );
  });

  it("withdraws with an optional signature", () => {
    expect(parsed(guardianWithdrawBodySchema, {})).toEqual({});
    expect(parsed(guardianWithdrawBodySchema, { guardianName: " Pat Miles " })).toEqual({
      guardianName: "Pat Miles",
    });
    expect(accepts(guardianWithdrawBodySchema, { guardianName: "Pa" })).toBe(false);
    expect(accepts(guardianWithdrawBodySchema, { reason: "x" })).toBe(false);
  });

  it("confirms or declines a minor's offer", () => {
    for (const decision of ["confirm", "decline"]) {
      expect(parsed(guardianOfferDecisionBodySchema, { decision })).toEqual({ decision });
    }
    expect(accepts(guardianOfferDecisionBodySchema, { decision: "counter" })).toBe(false);
    expect(accepts(guardianOfferDecisionBodySchema, { decision: "confirm", amount: 5 })).toBe(
      false,
    );
  });
});

describe("the guardian's pages show what they list, never a price or a contact", () => {
  const athlete = {
    firstName: "Jordan",
    lastName: "Miles",
    avatarUrl: null,
    sport: "Basketball",
    level: "High School",
    team: "Eagles",
    city: { name: "Austin", state: "TX" },
    bio: "Fast",
    services: [{ name: "Camp" }],
    dateOfBirth: "2010-05-01",
  };

  it.each(STATES)("the consent page, consent %s", (state) => {
    const view = { athlete, guardianEmail: "pat@example.com", consentVersion: "2026-11-28", state };
    expect(parsed(guardianConsentViewSchema, view)).toEqual(view);
    const leaky = {
      ...view,
      athlete: { ...athlete, email: "j@example.com", services: [{ name: "Camp", price: 40 }] },
    };
    expect(parsed(guardianConsentViewSchema, leaky)).toEqual(view);
    expect(parsed(guardianStateAnswerSchema, { state, message: "Thank you." })).toEqual({
      state,
      message: "Thank you.",
    });
    const withdraw = { athlete: { firstName: "Jordan", lastName: "Miles" }, state };
    expect(parsed(guardianWithdrawViewSchema, withdraw)).toEqual(withdraw);
    const status = { isMinor: true, guardianEmail: "pat@example.com", guardianConsent: state };
    expect(parsed(minorStatusSchema, status)).toEqual(status);
  });

  it("a minor's offer waiting for the guardian", () => {
    const view = {
      athlete: { firstName: "Jordan", lastName: "Miles" },
      buyerName: "Summit Sports",
      serviceName: "Camp",
      amount: 120,
      activityDate: null,
      status: "awaiting_confirmation",
      awaitingGuardian: true,
      athleteConfirmed: false,
    };
    expect(parsed(guardianOfferViewSchema, view)).toEqual(view);
    expect(parsed(guardianOfferViewSchema, { ...view, minimum: 100 })).toEqual(view);
  });

  it("the athlete's own minor status, with the date of birth", () => {
    const details = {
      isMinor: null,
      guardianEmail: null,
      guardianConsent: "not_needed",
      dateOfBirth: null,
    };
    expect(parsed(minorDetailsSchema, details)).toEqual(details);
    expect(parsed(minorDetailsSchema, { ...details, dateOfBirth: "2010-05-01" }).dateOfBirth).toBe(
      "2010-05-01",
    );
    expect(accepts(minorStatusSchema, { ...details, guardianConsent: "pending" })).toBe(false);
  });
});
