import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, firstAt, issuesOf, messagesAt, parsed } from "../testing/schema-kit";
import {
  accountDetailsBodySchema,
  accountDetailsSchema,
  accountSettingsSchema,
  changePasswordBodySchema,
  changePasswordFormSchema,
  confirmEmailChangeBodySchema,
  deleteAccountBodySchema,
  deleteAccountFormSchema,
  emailChangeBodySchema,
  emailChangeFormSchema,
  exportedAccountSchema,
  exportedMediaSchema,
} from "./account-settings";

const person = { firstName: "Jordan", lastName: "Miles" };

describe("personal details, by role", () => {
  it("asks a business for its name and an optional phone, not personal names", () => {
    const schema = accountDetailsSchema("business");
    expect(parsed(schema, { businessName: " Summit Sports " })).toEqual({
      businessName: "Summit Sports",
    });
    expect(parsed(schema, { businessName: "Summit", phoneNumber: "(212) 555-0123" })).toEqual({
      businessName: "Summit",
      phoneNumber: "+12125550123",
    });
    expect(firstAt(schema, { businessName: "" }, "businessName")).toBe(
      "Please enter your business name",
    );
    expect(messagesAt(schema, { businessName: "Ab" }, "businessName")).toEqual([
      "Must be at least 3 characters",
    ]);
    expect(accepts(schema, { businessName: "Summit", ...person })).toBe(false);
  });

  it("requires an athlete's phone number", () => {
    const schema = accountDetailsSchema("athlete");
    expect(messagesAt(schema, person, "phoneNumber")).toEqual([MESSAGES.phoneRequired]);
    expect(messagesAt(schema, { ...person, phoneNumber: "12345" }, "phoneNumber")).toEqual([
      "Invalid phone number",
    ]);
    expect(parsed(schema, { ...person, phoneNumber: "201 555 0123" }).phoneNumber).toBe(
      "+12015550123",
    );
  });

  it.each(["individual", "agent", "operator"] as const)(
    "asks a %s for names, the phone optional",
    (role) => {
      const schema = accountDetailsSchema(role);
      expect(parsed(schema, { ...person, phoneNumber: "", middleName: "", suffix: "" })).toEqual(
        person,
      );
      expect(parsed(schema, { ...person, middleName: " Lee ", suffix: "Jr" })).toEqual({
        ...person,
        middleName: "Lee",
        suffix: "Jr",
      });
      expect(firstAt(schema, { lastName: "Miles" }, "firstName")).toBe(
        "Please enter your first name",
      );
      expect(firstAt(schema, { firstName: "Jordan", lastName: "" }, "lastName")).toBe(
        "Please enter your last name",
      );
      expect(messagesAt(schema, { ...person, middleName: "Al" }, "middleName")).toEqual([
        "Must be at least 3 characters",
      ]);
      expect(accepts(schema, { ...person, suffix: "Esq" })).toBe(false);
      expect(messagesAt(schema, { ...person, phoneNumber: "12345" }, "phoneNumber")).toEqual([
        "Invalid phone number",
      ]);
      expect(accepts(schema, { ...person, businessName: "Summit" })).toBe(false);
    },
  );
});

describe("the details PATCH before the role is known", () => {
  it("takes each field as one line of at most 250 characters, nothing else", () => {
    const all = {
      firstName: "a",
      lastName: "b",
      middleName: "",
      suffix: "Jr",
      businessName: "c",
      phoneNumber: "1",
    };
    expect(parsed(accountDetailsBodySchema, all)).toEqual(all);
    expect(parsed(accountDetailsBodySchema, {})).toEqual({});
    for (const field of Object.keys(all)) {
      expect(accepts(accountDetailsBodySchema, { [field]: "a".repeat(250) }), field).toBe(true);
      expect(accepts(accountDetailsBodySchema, { [field]: "a".repeat(251) }), field).toBe(false);
      expect(accepts(accountDetailsBodySchema, { [field]: "a\nb" }), field).toBe(false);
    }
    expect(accepts(accountDetailsBodySchema, { role: "operator" })).toBe(false);
  });
});

describe("changing the password", () => {
  const body = { currentPassword: "old secret", password: "new secret" };

  it("asks for the current password, any text up to 1,024 characters", () => {
    expect(parsed(changePasswordBodySchema, body)).toEqual(body);
    expect(
      messagesAt(changePasswordBodySchema, { ...body, currentPassword: "" }, "currentPassword"),
    ).toEqual(["Please enter your current password"]);
    expect(
      messagesAt(changePasswordBodySchema, { password: "new secret" }, "currentPassword"),
    ).toEqual(["Please enter your current password"]);
    expect(accepts(changePasswordBodySchema, { ...body, currentPassword: "x".repeat(1024) })).toBe(
      true,
    );
    expect(accepts(changePasswordBodySchema, { ...body, currentPassword: "x".repeat(1025) })).toBe(
      false,
    );
    expect(firstAt(changePasswordBodySchema, { ...body, password: "12345" }, "password")).toBe(
      "Password must be at least 6 characters long",
    );
  });

  it("has the new password typed twice on the form", () => {
    expect(parsed(changePasswordFormSchema, { ...body, confirmPassword: "new secret" })).toEqual({
      ...body,
      confirmPassword: "new secret",
    });
    expect(
      issuesOf(changePasswordFormSchema.safeParse({ ...body, confirmPassword: "new secreT" })),
    ).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
  });
});

describe("changing the e-mail", () => {
  it("takes the new address and the password when there is one", () => {
    expect(parsed(emailChangeBodySchema, { email: "New@Example.com" })).toEqual({
      email: "new@example.com",
    });
    expect(
      parsed(emailChangeBodySchema, { email: "a@b.co", password: "x".repeat(1024) }).password,
    ).toHaveLength(1024);
    expect(accepts(emailChangeBodySchema, { email: "a@b.co", password: "x".repeat(1025) })).toBe(
      false,
    );
    expect(accepts(emailChangeBodySchema, { email: "a@b.co", token: "x" })).toBe(false);
  });

  it("asks for the password on the form only of an account that has one", () => {
    expect(messagesAt(emailChangeFormSchema(true), { email: "a@b.co" }, "password")).toEqual([
      "Please enter your password",
    ]);
    expect(
      messagesAt(emailChangeFormSchema(true), { email: "a@b.co", password: "" }, "password"),
    ).toEqual(["Please enter your password"]);
    expect(parsed(emailChangeFormSchema(false), { email: "a@b.co" })).toEqual({ email: "a@b.co" });
    expect(accepts(emailChangeFormSchema(false), { email: "a@b.co", extra: 1 })).toBe(false);
  });

  it("confirms with the link's token", () => {
    expect(parsed(confirmEmailChangeBodySchema, { token: "t".repeat(16) })).toEqual({
      token: "t".repeat(16),
    });
    expect(accepts(confirmEmailChangeBodySchema, { token: "t".repeat(15) })).toBe(false);
    expect(accepts(confirmEmailChangeBodySchema, { token: "t".repeat(16), email: "a@b.co" })).toBe(
      false,
    );
  });
});

describe("deleting the account", () => {
  it("takes the password, or nothing after a recent provider sign-in", () => {
    expect(parsed(deleteAccountBodySchema, {})).toEqual({});
    expect(accepts(deleteAccountBodySchema, { password: "x".repeat(1024) })).toBe(true);
    expect(accepts(deleteAccountBodySchema, { password: "x".repeat(1025) })).toBe(false);
    expect(accepts(deleteAccountBodySchema, { reason: "x" })).toBe(false);
    expect(messagesAt(deleteAccountFormSchema, {}, "password")).toEqual([
      "Please enter your password",
    ]);
    expect(messagesAt(deleteAccountFormSchema, { password: "" }, "password")).toEqual([
      "Please enter your password",
    ]);
  });
});

describe("settings' answers keep what they list and never a secret", () => {
  it("the settings screen's account", () => {
    const settings = {
      id: "u1",
      email: "jordan@example.com",
      role: "athlete",
      profileType: "Athlete",
      firstName: "Jordan",
      middleName: null,
      lastName: "Miles",
      suffix: "Jr",
      businessName: null,
      phoneNumber: "+12125550123",
      hasPassword: true,
      providers: ["google", "facebook"],
      pendingEmail: "new@example.com",
      recentSignInUntil: "2026-12-01T00:10:00Z",
    };
    expect(parsed(accountSettingsSchema, settings)).toEqual(settings);
    expect(parsed(accountSettingsSchema, { ...settings, passwordHash: "x" })).toEqual(settings);
    for (const [role, profileType] of [
      ["individual", "Individual"],
      ["business", "Business"],
      ["agent", null],
      ["operator", null],
    ]) {
      expect(accepts(accountSettingsSchema, { ...settings, role, profileType })).toBe(true);
    }
  });

  it("the export's files and account", () => {
    for (const kind of ["avatar", "photo", "video"]) {
      const media = {
        id: "m1",
        kind,
        contentType: "image/png",
        size: 10,
        url: "/api/media/m1",
        uploadedAt: "2026-12-01T00:00:00Z",
      };
      expect(parsed(exportedMediaSchema, media)).toEqual(media);
    }
    const account = {
      id: "u1",
      email: "jordan@example.com",
      emailConfirmedAt: "2026-11-01T00:00:00Z",
      role: "business",
      profileType: "Business",
      status: "approved",
      statusMessage: null,
      firstName: null,
      middleName: null,
      lastName: null,
      suffix: null,
      businessName: "Summit",
      phoneNumber: null,
      createdAt: "2026-11-01T00:00:00Z",
      registrationCompletedAt: null,
    };
    expect(parsed(exportedAccountSchema, account)).toEqual(account);
    expect(parsed(exportedAccountSchema, { ...account, totpSecret: "x" })).toEqual(account);
  });
});
