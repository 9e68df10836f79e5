// The columns a sign-up writes and what an e-mail change token must carry: pure functions, tested
// without a server (the sign-up suites drive them through the API).
import { describe, expect, it } from "vitest";
import { emailChangeOf } from "./email-change";
import { newUserValues } from "./new-user";

const PERSON = {
  firstName: "Jordan",
  lastName: "Mitchell",
  middleName: "Lee",
  suffix: "Jr" as const,
};

describe("a new user's columns", () => {
  it("keeps a person's names and drops a business name sent beside them", () => {
    expect(
      newUserValues(
        {
          profileType: "Athlete",
          personalInfo: PERSON,
          businessName: "Not mine",
          phoneNumber: "+12015550123",
        },
        "jordan@example.com",
      ),
    ).toEqual({
      email: "jordan@example.com",
      role: "athlete",
      profileType: "Athlete",
      ...PERSON,
      businessName: null,
      phoneNumber: "+12015550123",
    });
  });

  it("keeps a business's name and drops personal names sent beside it", () => {
    expect(
      newUserValues(
        {
          profileType: "Business",
          personalInfo: PERSON,
          businessName: "Summit",
          phoneNumber: undefined,
        },
        "team@summit.com",
      ),
    ).toEqual({
      email: "team@summit.com",
      role: "business",
      profileType: "Business",
      firstName: null,
      lastName: null,
      middleName: null,
      suffix: null,
      businessName: "Summit",
      phoneNumber: null,
    });
  });

  it("stores what was not sent as null: an agent without a profile type or a phone", () => {
    expect(
      newUserValues(
        {
          personalInfo: { firstName: "Chris", lastName: "Bennett", middleName: undefined },
          phoneNumber: undefined,
        },
        "c@example.com",
      ),
    ).toEqual({
      email: "c@example.com",
      role: "agent",
      profileType: null,
      firstName: "Chris",
      lastName: "Bennett",
      middleName: null,
      suffix: null,
      businessName: null,
      phoneNumber: null,
    });
    expect(
      newUserValues({ profileType: "Business", phoneNumber: undefined }, "b@example.com")
        .businessName,
    ).toBeNull();
    expect(
      newUserValues({ profileType: "Individual", phoneNumber: undefined }, "i@example.com")
        .firstName,
    ).toBeNull();
  });
});

describe("an e-mail change token's payload", () => {
  it("is read only when it carries both addresses as text", () => {
    const payload = { email: "new@example.com", from: "old@example.com" };
    expect(emailChangeOf(payload)).toEqual(payload);
    expect(emailChangeOf(null)).toBeNull();
    expect(emailChangeOf("new@example.com")).toBeNull();
    expect(emailChangeOf({ email: "new@example.com" })).toBeNull();
    expect(emailChangeOf({ from: "old@example.com" })).toBeNull();
    expect(emailChangeOf({ email: 1, from: "old@example.com" })).toBeNull();
    expect(emailChangeOf({ email: "new@example.com", from: null })).toBeNull();
  });
});
