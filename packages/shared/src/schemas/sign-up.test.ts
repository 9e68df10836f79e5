import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, firstAt, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import {
  localSignUpAnswerSchema,
  localSignUpBodySchema,
  oauthSignUpBodySchema,
  personalInfoSchema,
} from "./sign-up";

const personalInfo = { firstName: "Jordan", lastName: "Miles" };
const local = { email: "jordan@example.com", password: "correct horse", personalInfo };
const oauth = { provider: "google", oauthToken: "t".repeat(32), personalInfo };
const INVITED_ONLY = "Only an agent or an athlete signs up with an invitation.";

describe("the personal names of a sign-up", () => {
  it("needs a first and a last name of 3 characters or more", () => {
    expect(parsed(personalInfoSchema, personalInfo)).toEqual(personalInfo);
    expect(firstAt(personalInfoSchema, { lastName: "Miles" }, "firstName")).toBe(
      "Please enter your first name",
    );
    expect(firstAt(personalInfoSchema, { firstName: "Jordan" }, "lastName")).toBe(
      "Please enter your last name",
    );
    expect(
      messagesAt(personalInfoSchema, { ...personalInfo, firstName: "Jo" }, "firstName"),
    ).toEqual(["Must be at least 3 characters"]);
  });

  it("takes a middle name of 3 characters or more and a suffix of the spec's list", () => {
    expect(
      messagesAt(personalInfoSchema, { ...personalInfo, middleName: "Al" }, "middleName"),
    ).toEqual(["Must be at least 3 characters"]);
    for (const suffix of ["I", "II", "IV", "J.D.", "Jr", "M.Ed.", "PE", "Ph.D", "Sr"]) {
      expect(parsed(personalInfoSchema, { ...personalInfo, suffix }).suffix).toBe(suffix);
    }
    expect(accepts(personalInfoSchema, { ...personalInfo, suffix: "III" })).toBe(false);
    expect(accepts(personalInfoSchema, { ...personalInfo, nickname: "JJ" })).toBe(false);
  });
});

describe("a local sign-up", () => {
  it("is an agent's with names and no profile type", () => {
    expect(parsed(localSignUpBodySchema, local)).toEqual(local);
  });

  it("needs an e-mail and a password of the rules", () => {
    expect(firstAt(localSignUpBodySchema, { ...local, email: "" }, "email")).toBe(
      "Please enter email",
    );
    expect(firstAt(localSignUpBodySchema, { ...local, password: "12345" }, "password")).toBe(
      "Password must be at least 6 characters long",
    );
    expect(Object.keys(issuesOf(localSignUpBodySchema.safeParse({ personalInfo }))).sort()).toEqual(
      ["email", "password"],
    );
  });

  it.each(["Individual", "Athlete"])("needs personal names for an %s", (profileType) => {
    const body = {
      email: local.email,
      password: local.password,
      profileType,
      phoneNumber: "2015550123",
    };
    expect(issuesOf(localSignUpBodySchema.safeParse(body))).toEqual({
      "personalInfo.firstName": ["Please enter your first name"],
    });
    expect(parsed(localSignUpBodySchema, { ...body, personalInfo })).toMatchObject({
      profileType,
      personalInfo,
    });
  });

  it("needs a business name, not personal names, for a business", () => {
    const body = { email: local.email, password: local.password, profileType: "Business" };
    expect(issuesOf(localSignUpBodySchema.safeParse(body))).toEqual({
      businessName: ["Please enter your business name"],
    });
    expect(parsed(localSignUpBodySchema, { ...body, businessName: " Summit " })).toEqual({
      ...body,
      businessName: "Summit",
    });
    expect(
      messagesAt(localSignUpBodySchema, { ...body, businessName: "Ab" }, "businessName"),
    ).toEqual(["Must be at least 3 characters"]);
  });

  it("needs an athlete's phone number, valid, stored in E.164", () => {
    const athlete = { ...local, profileType: "Athlete" };
    expect(issuesOf(localSignUpBodySchema.safeParse(athlete))).toEqual({
      phoneNumber: [MESSAGES.phoneRequired],
    });
    expect(issuesOf(localSignUpBodySchema.safeParse({ ...athlete, phoneNumber: "" }))).toEqual({
      phoneNumber: [MESSAGES.phoneRequired],
    });
    expect(
      messagesAt(localSignUpBodySchema, { ...athlete, phoneNumber: "12345" }, "phoneNumber"),
    ).toEqual(["Invalid phone number"]);
    expect(
      parsed(localSignUpBodySchema, { ...athlete, phoneNumber: "(201) 555-0123" }).phoneNumber,
    ).toBe("+12015550123");
    expect(
      parsed(localSignUpBodySchema, { ...local, profileType: "Individual" }),
    ).not.toHaveProperty("phoneNumber");
  });

  it("takes an invitation for an agent or an athlete only", () => {
    expect(parsed(localSignUpBodySchema, { ...local, inviteId: " inv-1 " }).inviteId).toBe("inv-1");
    const athlete = {
      ...local,
      profileType: "Athlete",
      phoneNumber: "2015550123",
      inviteId: "inv-1",
    };
    expect(accepts(localSignUpBodySchema, athlete)).toBe(true);
    expect(
      issuesOf(
        localSignUpBodySchema.safeParse({ ...local, profileType: "Individual", inviteId: "inv-1" }),
      ),
    ).toEqual({ inviteId: [INVITED_ONLY] });
    expect(
      issuesOf(
        localSignUpBodySchema.safeParse({
          email: local.email,
          password: local.password,
          businessName: "Summit",
          profileType: "Business",
          inviteId: "inv-1",
        }),
      ),
    ).toEqual({ inviteId: [INVITED_ONLY] });
    expect(accepts(localSignUpBodySchema, { ...local, inviteId: "   " })).toBe(false);
    expect(accepts(localSignUpBodySchema, { ...local, inviteId: "i".repeat(200) })).toBe(true);
    expect(accepts(localSignUpBodySchema, { ...local, inviteId: "i".repeat(201) })).toBe(false);
  });

  it("never takes a role or another unknown field", () => {
    expect(accepts(localSignUpBodySchema, { ...local, role: "operator" })).toBe(false);
    expect(accepts(localSignUpBodySchema, { ...local, profileType: "Agent" })).toBe(false);
  });
});

describe("an OAuth sign-up", () => {
  it("takes a provider's token instead of a password, and no phone is required", () => {
    expect(parsed(oauthSignUpBodySchema, oauth)).toEqual(oauth);
    expect(
      parsed(oauthSignUpBodySchema, { ...oauth, provider: "facebook", profileType: "Athlete" }),
    ).toEqual({
      ...oauth,
      provider: "facebook",
      profileType: "Athlete",
    });
    expect(accepts(oauthSignUpBodySchema, { ...oauth, password: "correct horse" })).toBe(false);
    expect(accepts(oauthSignUpBodySchema, { ...oauth, provider: "twitter" })).toBe(false);
    expect(accepts(oauthSignUpBodySchema, { ...oauth, oauthToken: "short" })).toBe(false);
  });

  it("takes an e-mail only when given and checks the role's fields", () => {
    expect(parsed(oauthSignUpBodySchema, { ...oauth, email: "J@Example.com" }).email).toBe(
      "j@example.com",
    );
    expect(
      issuesOf(oauthSignUpBodySchema.safeParse({ ...oauth, personalInfo: undefined })),
    ).toEqual({
      "personalInfo.firstName": ["Please enter your first name"],
    });
    expect(
      issuesOf(oauthSignUpBodySchema.safeParse({ ...oauth, profileType: "Business" })),
    ).toEqual({
      businessName: ["Please enter your business name"],
    });
  });
});

describe("the sign-up's answer", () => {
  it.each(["athlete", "individual", "agent", "business"])("says where a %s stands", (role) => {
    const answer = { email: "a@example.com", role, emailConfirmed: role === "athlete" };
    expect(parsed(localSignUpAnswerSchema, answer)).toEqual(answer);
  });
});

describe("the sign-up's own rules are custom issues of their field", () => {
  it("names, business name, phone and invitation", () => {
    expect(
      codesAt(
        localSignUpBodySchema,
        { ...local, personalInfo: undefined },
        "personalInfo.firstName",
      ),
    ).toEqual(["custom"]);
    const business = { email: local.email, password: local.password, profileType: "Business" };
    expect(codesAt(localSignUpBodySchema, business, "businessName")).toEqual(["custom"]);
    expect(
      codesAt(localSignUpBodySchema, { ...local, profileType: "Athlete" }, "phoneNumber"),
    ).toEqual(["custom"]);
    expect(
      codesAt(
        localSignUpBodySchema,
        { ...local, profileType: "Individual", inviteId: "inv-1" },
        "inviteId",
      ),
    ).toEqual(["custom"]);
  });
});
