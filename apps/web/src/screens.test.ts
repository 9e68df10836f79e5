import { ROUTES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { screenKey } from "./screens";

describe("screenKey, which preloads the first screen's chunk", () => {
  it("finds a screen by its exact path, with or without a trailing slash", () => {
    expect(screenKey(ROUTES.myHome)).toBe(ROUTES.myHome);
    expect(screenKey(`${ROUTES.search}/`)).toBe(ROUTES.search);
  });

  it("finds a guardian's screen by the token at the end of its link", () => {
    const consent = `${ROUTES.guardianConsent}/:token?`;
    expect(screenKey(`${ROUTES.guardianConsent}/abc_DEF-123`)).toBe(consent);
    expect(screenKey(ROUTES.guardianConsent)).toBe(consent);
    expect(screenKey(`${ROUTES.guardianOffer}/t0k3n`)).toBe(`${ROUTES.guardianOffer}/:token?`);
  });

  it("answers not found for anything deeper or unknown", () => {
    expect(screenKey(`${ROUTES.guardianConsent}/abc/def`)).toBe("*");
    expect(screenKey("/nowhere")).toBe("*");
  });
});
