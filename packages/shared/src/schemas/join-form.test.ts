import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, firstAt, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import { joinFormSchema } from "./join-form";

const names = { firstName: "Jordan", lastName: "Miles" };
const login = {
  email: "jordan@example.com",
  password: "correct horse",
  confirmPassword: "correct horse",
};
const agent = { ...names, ...login, privacyPolicy: true };

describe("the join form", () => {
  it("asks an agent for names, e-mail, password twice and the privacy policy; phone optional", () => {
    expect(parsed(joinFormSchema("agent"), agent)).toEqual(agent);
    expect(
      parsed(joinFormSchema("agent"), { ...agent, phoneNumber: "", suffix: "", middleName: "" }),
    ).toEqual(agent);
    expect(
      Object.keys(issuesOf(joinFormSchema("agent").safeParse({ privacyPolicy: true }))).sort(),
    ).toEqual(["email", "firstName", "lastName", "password"]);
  });

  it("says each name's rule", () => {
    const schema = joinFormSchema("individual");
    expect(firstAt(schema, { ...agent, firstName: "" }, "firstName")).toBe(
      "Please enter your first name",
    );
    expect(firstAt(schema, { ...agent, lastName: "" }, "lastName")).toBe(
      "Please enter your last name",
    );
    expect(messagesAt(schema, { ...agent, firstName: "Jo" }, "firstName")).toEqual([
      "Must be at least 3 characters",
    ]);
    expect(messagesAt(schema, { ...agent, middleName: "Al" }, "middleName")).toEqual([
      "Must be at least 3 characters",
    ]);
    expect(parsed(schema, { ...agent, suffix: "Ph.D" }).suffix).toBe("Ph.D");
    expect(accepts(schema, { ...agent, suffix: "Esq" })).toBe(false);
  });

  it("requires the privacy policy to be accepted", () => {
    expect(issuesOf(joinFormSchema("agent").safeParse({ ...agent, privacyPolicy: false }))).toEqual(
      {
        privacyPolicy: [MESSAGES.acceptPrivacyPolicy],
      },
    );
  });

  it("requires the two passwords to match, of at least 6 and then 8 characters", () => {
    expect(
      issuesOf(joinFormSchema("agent").safeParse({ ...agent, confirmPassword: "correct horsE" })),
    ).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
    expect(
      messagesAt(
        joinFormSchema("agent"),
        { ...agent, confirmPassword: undefined },
        "confirmPassword",
      ),
    ).toEqual(["Passwords do not match"]);
    const short = { ...agent, password: "12345", confirmPassword: "12345" };
    expect(firstAt(joinFormSchema("agent"), short, "password")).toBe(
      "Password must be at least 6 characters long",
    );
    const seven = { ...agent, password: "1234567", confirmPassword: "1234567" };
    expect(messagesAt(joinFormSchema("agent"), seven, "password")).toEqual([MESSAGES.passwordMin8]);
    expect(firstAt(joinFormSchema("agent"), { ...agent, email: "" }, "email")).toBe(
      "Please enter email",
    );
  });

  it("requires an athlete's phone on a local sign-up, valid", () => {
    expect(issuesOf(joinFormSchema("athlete").safeParse(agent))).toEqual({
      phoneNumber: [MESSAGES.phoneRequired],
    });
    expect(
      messagesAt(joinFormSchema("athlete"), { ...agent, phoneNumber: "12345" }, "phoneNumber"),
    ).toEqual(["Invalid phone number"]);
    expect(
      parsed(joinFormSchema("athlete"), { ...agent, phoneNumber: "201-555-0123" }).phoneNumber,
    ).toBe("+12015550123");
    expect(
      messagesAt(joinFormSchema("individual"), { ...agent, phoneNumber: "12345" }, "phoneNumber"),
    ).toEqual(["Invalid phone number"]);
  });

  it("asks a business for its name instead of personal names", () => {
    const business = { businessName: "Summit Sports", ...login, privacyPolicy: true };
    expect(parsed(joinFormSchema("business"), business)).toEqual(business);
    expect(
      parsed(joinFormSchema("business"), {
        ...business,
        firstName: "J",
        lastName: "",
        middleName: "A",
      }),
    ).toEqual({
      ...business,
      firstName: "J",
      lastName: "",
      middleName: "A",
    });
    expect(
      firstAt(joinFormSchema("business"), { ...business, businessName: "" }, "businessName"),
    ).toBe("Please enter your business name");
    expect(
      messagesAt(joinFormSchema("business"), { ...business, businessName: "Ab" }, "businessName"),
    ).toEqual(["Must be at least 3 characters"]);
    expect(accepts(joinFormSchema("business"), { ...business, businessName: undefined })).toBe(
      false,
    );
    expect(parsed(joinFormSchema("agent"), { ...agent, businessName: "x" }).businessName).toBe("x");
  });

  it("drops e-mail, password and the athlete's phone for OAuth", () => {
    const form = { ...names, privacyPolicy: true };
    expect(parsed(joinFormSchema("athlete", { oauth: true }), form)).toEqual(form);
    expect(
      parsed(joinFormSchema("athlete", { oauth: true }), {
        ...form,
        password: "x",
        confirmPassword: "y",
        email: "z",
      }),
    ).toEqual({ ...form, password: "x", confirmPassword: "y", email: "z" });
    expect(
      issuesOf(
        joinFormSchema("athlete", { oauth: true }).safeParse({ ...form, privacyPolicy: false }),
      ),
    ).toEqual({
      privacyPolicy: [MESSAGES.acceptPrivacyPolicy],
    });
  });

  it("asks OAuth for the e-mail when the provider gave none", () => {
    const form = { ...names, privacyPolicy: true };
    const schema = joinFormSchema("agent", { oauth: true, askEmail: true });
    expect(firstAt(schema, form, "email")).toBe("Please enter email");
    expect(parsed(schema, { ...form, email: "J@Example.com" }).email).toBe("j@example.com");
    expect(
      messagesAt(joinFormSchema("agent", { askEmail: false, oauth: true }), form, "email"),
    ).toEqual([]);
  });
});

describe("the join form's own rules are custom issues", () => {
  it("passwords that differ", () => {
    expect(
      codesAt(joinFormSchema("agent"), { ...agent, confirmPassword: "x" }, "confirmPassword"),
    ).toEqual(["custom"]);
  });
});
