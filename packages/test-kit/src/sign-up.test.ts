import { localSignUpBodySchema, USER_ROLES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { freshEmail, signUpBody, TEST_PASSWORD } from "./sign-up";

describe("signUpBody", () => {
  it.each(USER_ROLES)("is a body the API accepts for a %s", (role) => {
    const body = signUpBody(role, freshEmail(role));
    expect(localSignUpBodySchema.safeParse(body).success).toBe(true);
    expect(body.password).toBe(TEST_PASSWORD);
  });

  it("names a business by its business name and a person by their names", () => {
    expect(signUpBody("business", "b@example.com")).toMatchObject({
      businessName: "Summit Sports Co",
      profileType: "Business",
    });
    expect(signUpBody("agent", "a@example.com")).not.toHaveProperty("profileType");
    expect(signUpBody("athlete", "p@example.com").personalInfo).toEqual({
      firstName: "Jordan",
      lastName: "Mitchell",
    });
  });

  it("takes overrides as they are, for tests of the API's own validation", () => {
    expect(signUpBody("athlete", "x@example.com", { phoneNumber: "123" }).phoneNumber).toBe("123");
  });
});

it("gives a new address each time", () => {
  expect(freshEmail("a")).not.toBe(freshEmail("a"));
});
