import { describe, expect, it } from "vitest";
import {
  AFTER_CONFIRMATION_ROUTE,
  JOIN_ROUTE,
  PROFILE_TYPE_OF_ROLE,
  ROLE_LABELS,
  SIGN_UP_SECTION_PREFIX,
  isUserRole,
  roleOfProfileType,
} from "./roles";

/** Spec §2: each role's join route and its first screen after a confirmed sign-up. */
const SPEC = [
  ["athlete", "Athlete", "/auth/sign-up/athlete-join", "/auth/sign-up/athlete-get-started"],
  [
    "individual",
    "Individual",
    "/auth/sign-up/individual-join",
    "/auth/sign-up/individual-get-started",
  ],
  ["agent", "Agent", "/auth/sign-up/agent-join", "/auth/sign-up/agent-find-athlete"],
  ["business", "Business", "/auth/sign-up/business-join", "/auth/sign-up/business-get-started"],
] as const;

describe("the four roles", () => {
  it.each(SPEC)("%s: labelled %s, joins at %s, goes on to %s", (role, label, join, after) => {
    expect(isUserRole(role)).toBe(true);
    expect(ROLE_LABELS[role]).toBe(label);
    expect(JOIN_ROUTE[role]).toBe(join);
    expect(AFTER_CONFIRMATION_ROUTE[role]).toBe(after);
    // A role's nav link hides inside its own sign-up section, which holds its join route.
    expect(SIGN_UP_SECTION_PREFIX[role]).toBe(`/auth/sign-up/${role}`);
    expect(join.startsWith(SIGN_UP_SECTION_PREFIX[role])).toBe(true);
  });

  it("knows no other role: not login, not operator, not another type", () => {
    for (const value of ["login", "operator", "Athlete", "", null, undefined, 1, ["athlete"]]) {
      expect(isUserRole(value), String(value)).toBe(false);
    }
  });
});

describe("profile types", () => {
  it("are Athlete, Individual and Business; an agent has none", () => {
    expect(PROFILE_TYPE_OF_ROLE).toEqual({
      athlete: "Athlete",
      individual: "Individual",
      business: "Business",
      agent: undefined,
    });
  });

  it("lead back to their role, and no type to the agent", () => {
    expect(roleOfProfileType("Athlete")).toBe("athlete");
    expect(roleOfProfileType("Individual")).toBe("individual");
    expect(roleOfProfileType("Business")).toBe("business");
    expect(roleOfProfileType(undefined)).toBe("agent");
  });
});
