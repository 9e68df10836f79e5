import { ROUTES, type MyProfile } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { account, PENDING } from "../test/profile-fixtures";
import { onboardingPath, resumePath } from "./onboarding-steps";

describe("resumePath", () => {
  it.each([
    ["Business", "profile", ROUTES.businessCreateProfile],
    ["Business", "done", ROUTES.myHome],
    ["Individual", "profile", ROUTES.individualCreateProfile],
    ["Individual", "done", ROUTES.myHome],
    ["Athlete", "socials", ROUTES.athleteAddSocials],
    ["Athlete", "profile", ROUTES.athleteCreateProfile],
    ["Athlete", "done", ROUTES.myHome],
  ] as const)("sends a %s profile whose next step is %s to %s", (type, step, path) => {
    expect(resumePath(type, step)).toBe(path);
  });

  it("never sends a business or individual to a socials screen they do not have", () => {
    expect(resumePath("Business", "socials")).toBe(ROUTES.businessCreateProfile);
    expect(resumePath("Individual", "socials")).toBe(ROUTES.individualCreateProfile);
  });
});

describe("onboardingPath", () => {
  const my = (overrides: Partial<MyProfile>): MyProfile => ({
    account: { ...account("business"), ...PENDING },
    profile: null,
    profileType: null,
    avatarUrl: null,
    ...overrides,
  });

  it("follows a profile's next step, else the profile type's get-started", () => {
    expect(
      onboardingPath(my({ profile: { id: "p", nextStep: "profile" }, profileType: "Business" })),
    ).toBe(ROUTES.businessCreateProfile);
    expect(onboardingPath(my({ profileType: "Individual" }))).toBe(ROUTES.individualGetStarted);
    expect(onboardingPath(my({ account: { ...account("agent"), ...PENDING } }))).toBe(
      ROUTES.agentFindAthlete,
    );
    expect(onboardingPath(my({}))).toBe(ROUTES.signUp);
  });

  it("sends an agent who finished registration home, and one who has not to find-athlete", () => {
    const agent = { ...account("agent"), ...PENDING };
    expect(onboardingPath(my({ account: { ...agent, registrationCompleted: true } }))).toBe(
      ROUTES.myHome,
    );
    expect(onboardingPath(my({ account: { ...agent, registrationCompleted: false } }))).toBe(
      ROUTES.agentFindAthlete,
    );
  });

  it("sends an operator, who never has a profile, to the console instead of sign-up", () => {
    const operator = { ...account("agent", { role: "operator", profileType: null }), ...PENDING };
    expect(onboardingPath(my({ account: { ...operator, status: "approved" } }))).toBe(
      ROUTES.operatorConsole,
    );
  });
});
