import { describe, expect, it } from "vitest";
import { accepts, issuesOf, messagesAt, parsed } from "../testing/schema-kit";
import {
  accountSchema,
  confirmEmailBodySchema,
  emailOnlyBodySchema,
  myProfileSchema,
  newPasswordFormSchema,
  oauthHandoffSchema,
  oauthSignInBodySchema,
  providersSchema,
  restorePasswordBodySchema,
  signInBodySchema,
} from "./auth";

const token = "t".repeat(32);

describe("signing in", () => {
  it("takes an e-mail and any non-empty password up to 1,024 characters", () => {
    expect(parsed(signInBodySchema, { email: "J@Example.com", password: "x" })).toEqual({
      email: "j@example.com",
      password: "x",
    });
    expect(
      messagesAt(signInBodySchema, { email: "j@example.com", password: "" }, "password"),
    ).toEqual(["Please enter your password"]);
    expect(accepts(signInBodySchema, { email: "j@example.com", password: "x".repeat(1024) })).toBe(
      true,
    );
    expect(accepts(signInBodySchema, { email: "j@example.com", password: "x".repeat(1025) })).toBe(
      false,
    );
    expect(
      accepts(signInBodySchema, { email: "j@example.com", password: "x", remember: true }),
    ).toBe(false);
  });

  it("by a provider's token", () => {
    for (const provider of ["google", "facebook"]) {
      expect(parsed(oauthSignInBodySchema, { provider, oauthToken: token })).toEqual({
        provider,
        oauthToken: token,
      });
    }
    expect(accepts(oauthSignInBodySchema, { provider: "apple", oauthToken: token })).toBe(false);
  });
});

describe("recovering the password and confirming the address", () => {
  it("asks for an address (spec: 'Please enter email' when blank)", () => {
    expect(parsed(emailOnlyBodySchema, { email: " J@Example.com " })).toEqual({
      email: "j@example.com",
    });
    expect(messagesAt(emailOnlyBodySchema, { email: "" }, "email")[0]).toBe("Please enter email");
    expect(accepts(emailOnlyBodySchema, { email: "j@example.com", role: "athlete" })).toBe(false);
  });

  it("restores with a new password and the code", () => {
    expect(parsed(restorePasswordBodySchema, { password: "correct horse", code: token })).toEqual({
      password: "correct horse",
      code: token,
    });
    expect(
      messagesAt(restorePasswordBodySchema, { password: "12345", code: token }, "password")[0],
    ).toBe("Password must be at least 6 characters long");
    expect(accepts(restorePasswordBodySchema, { password: "correct horse", code: "short" })).toBe(
      false,
    );
    expect(parsed(confirmEmailBodySchema, { token })).toEqual({ token });
    expect(accepts(confirmEmailBodySchema, { token, email: "x" })).toBe(false);
  });

  it("has the new password typed twice", () => {
    const form = { password: "correct horse", confirmPassword: "correct horse" };
    expect(parsed(newPasswordFormSchema, form)).toEqual(form);
    expect(
      issuesOf(newPasswordFormSchema.safeParse({ ...form, confirmPassword: "correct" })),
    ).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
  });
});

describe("answers about the signed-in account", () => {
  const account = {
    id: "u1",
    email: "j@example.com",
    role: "athlete",
    profileType: "Athlete",
    emailConfirmed: true,
    firstName: "Jordan",
    lastName: "Miles",
    businessName: null,
  };

  it("the account, for each role", () => {
    expect(parsed(accountSchema, account)).toEqual(account);
    expect(parsed(accountSchema, { ...account, passwordHash: "x" })).toEqual(account);
    for (const role of ["individual", "agent", "business", "operator"]) {
      expect(accepts(accountSchema, { ...account, role })).toBe(true);
    }
  });

  it("the caller's own profile, status and minor details", () => {
    const my = {
      account: {
        ...account,
        status: "changes_requested",
        statusMessage: "Add a photo",
        registrationCompleted: false,
      },
      profile: { id: "p1", nextStep: "profile" },
      profileType: "Athlete",
      avatarUrl: "/api/media/a1",
      representation: { athletes: [], agent: { name: "Alex Agent", email: "alex@example.com" } },
      minor: {
        isMinor: false,
        guardianEmail: null,
        guardianConsent: "not_needed",
        dateOfBirth: "2000-01-01",
      },
    };
    expect(parsed(myProfileSchema, my)).toEqual(my);
    for (const nextStep of ["socials", "done"]) {
      expect(accepts(myProfileSchema, { ...my, profile: { id: "p1", nextStep } })).toBe(true);
    }
    const agent = { ...my, profile: null, profileType: null, avatarUrl: null, minor: null };
    expect(parsed(myProfileSchema, agent)).toEqual(agent);
  });

  it("the OAuth hand-off's pre-fill and the login buttons", () => {
    const handoff = {
      provider: "facebook",
      email: null,
      firstName: "Jordan",
      lastName: null,
      accountExists: false,
    };
    expect(parsed(oauthHandoffSchema, handoff)).toEqual(handoff);
    expect(parsed(providersSchema, { google: true, facebook: false })).toEqual({
      google: true,
      facebook: false,
    });
  });
});
