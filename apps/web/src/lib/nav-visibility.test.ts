import { ROUTES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { isNavHidden, signUpRolesFor } from "./nav-visibility";

describe("nav visibility", () => {
  it("hides the navigation on focused screens, with or without a trailing slash", () => {
    expect(isNavHidden(ROUTES.login)).toBe(true);
    expect(isNavHidden(`${ROUTES.setNewPassword}/`)).toBe(true);
  });

  it("shows it elsewhere, including inside a role's own flow", () => {
    expect(isNavHidden(ROUTES.home)).toBe(false);
    expect(isNavHidden(ROUTES.businessJoin)).toBe(false);
    expect(isNavHidden(ROUTES.oauthRedirect)).toBe(false);
  });

  it("drops only the role whose sign-up section is open", () => {
    expect(signUpRolesFor(ROUTES.home)).toEqual(["athlete", "individual", "agent", "business"]);
    expect(signUpRolesFor(ROUTES.individualCreateProfile)).toEqual([
      "athlete",
      "agent",
      "business",
    ]);
    expect(signUpRolesFor(ROUTES.agentFindAthlete)).toEqual(["athlete", "individual", "business"]);
  });
});
