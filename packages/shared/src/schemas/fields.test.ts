import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, messagesAt, parsed } from "../testing/schema-kit";
import {
  emailField,
  httpLinkField,
  nameField,
  optionalNameField,
  passwordField,
  tokenField,
} from "./fields";
import { optionalPhoneField, phoneField } from "./phone-fields";

/** An address of `length` characters that is otherwise well formed. */
const addressOf = (length: number) => {
  const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
  return `${"a".repeat(length - 1 - domain.length)}@${domain}`;
};

describe("an e-mail field", () => {
  it("is trimmed and lower-cased", () => {
    expect(parsed(emailField, "  Jordan.Miles@Example.COM ")).toBe("jordan.miles@example.com");
  });

  it("asks for an address when blank, and a valid one otherwise (spec §5)", () => {
    expect(messagesAt(emailField, undefined)).toEqual(["Please enter email"]);
    expect(messagesAt(emailField, "")[0]).toBe("Please enter email");
    expect(messagesAt(emailField, "   ")[0]).toBe("Please enter email");
    for (const address of ["jordan", "jordan@", "@example.com", "jordan@example"]) {
      expect(messagesAt(emailField, address), address).toEqual([MESSAGES.invalidEmail]);
    }
  });

  it("holds at most 254 characters", () => {
    expect(parsed(emailField, addressOf(254))).toHaveLength(254);
    expect(messagesAt(emailField, addressOf(255))).toEqual([MESSAGES.invalidEmail]);
  });
});

describe("a password field", () => {
  it("reads the spec's text under 6 characters and the 8-character rule under 8", () => {
    expect(messagesAt(passwordField, undefined)).toEqual([
      "Password must be at least 6 characters long",
    ]);
    expect(messagesAt(passwordField, "12345")[0]).toBe(
      "Password must be at least 6 characters long",
    );
    expect(messagesAt(passwordField, "123456")).toEqual([MESSAGES.passwordMin8]);
    expect(messagesAt(passwordField, "1234567")).toEqual([MESSAGES.passwordMin8]);
  });

  it("takes 8 to 128 characters as typed", () => {
    expect(parsed(passwordField, " 1234567")).toBe(" 1234567");
    expect(parsed(passwordField, "x".repeat(128))).toHaveLength(128);
    expect(messagesAt(passwordField, "x".repeat(129))).toEqual([MESSAGES.passwordMax]);
  });
});

describe("name fields", () => {
  const name = nameField("Please enter your first name");

  it("require the name, at least 3 and at most 60 characters, trimmed", () => {
    expect(parsed(name, "  Zoë  ")).toBe("Zoë");
    expect(messagesAt(name, undefined)).toEqual(["Please enter your first name"]);
    expect(messagesAt(name, "  ")[0]).toBe("Please enter your first name");
    expect(messagesAt(name, " Jo ")).toEqual(["Must be at least 3 characters"]);
    expect(parsed(name, "a".repeat(60))).toHaveLength(60);
    expect(messagesAt(name, "a".repeat(61))).toEqual(["Must be at most 60 characters"]);
  });

  it("take a middle name as absent when blank, and of 3 to 60 characters when given", () => {
    expect(parsed(optionalNameField, undefined)).toBeUndefined();
    expect(parsed(optionalNameField, "")).toBeUndefined();
    expect(parsed(optionalNameField, "   ")).toBeUndefined();
    expect(parsed(optionalNameField, " Lee ")).toBe("Lee");
    expect(messagesAt(optionalNameField, "Al")).toEqual(["Must be at least 3 characters"]);
    expect(parsed(optionalNameField, "a".repeat(60))).toHaveLength(60);
    expect(messagesAt(optionalNameField, "a".repeat(61))).toEqual([
      "Must be at most 60 characters",
    ]);
  });
});

describe("a web link", () => {
  it("is http or https, trimmed, at most 500 characters", () => {
    expect(parsed(httpLinkField, " https://stats.example.com/j ")).toBe(
      "https://stats.example.com/j",
    );
    expect(parsed(httpLinkField, "http://stats.example.com")).toBe("http://stats.example.com");
    const long = `https://example.com/${"a".repeat(480)}`;
    expect(parsed(httpLinkField, long)).toHaveLength(500);
    expect(messagesAt(httpLinkField, `${long}a`)).toEqual([MESSAGES.invalidLink]);
    expect(parsed(httpLinkField, `  ${long}  `)).toBe(long);
    for (const link of [
      "javascript:alert(1)",
      "ftp://example.com/f",
      "example.com",
      "httpx://example.com",
      "xhttp://example.com",
    ]) {
      expect(messagesAt(httpLinkField, link), link).toEqual([MESSAGES.invalidLink]);
    }
  });
});

describe("a token of a link", () => {
  it("has 16 to 200 characters on one line", () => {
    expect(parsed(tokenField, "t".repeat(16))).toHaveLength(16);
    expect(parsed(tokenField, "t".repeat(200))).toHaveLength(200);
    expect(accepts(tokenField, "t".repeat(15))).toBe(false);
    expect(accepts(tokenField, "t".repeat(201))).toBe(false);
    expect(accepts(tokenField, `${"t".repeat(16)}\n`)).toBe(false);
  });
});

describe("phone fields (spec §5: US by default, 'Invalid phone number')", () => {
  it("require a valid number and store it in E.164", () => {
    expect(parsed(phoneField, " (212) 555-0123 ")).toBe("+12125550123");
    expect(parsed(phoneField, "+44 20 7946 0958")).toBe("+442079460958");
    expect(messagesAt(phoneField, undefined)).toEqual([MESSAGES.phoneRequired]);
    expect(messagesAt(phoneField, " ")[0]).toBe(MESSAGES.phoneRequired);
    expect(messagesAt(phoneField, "12345")).toEqual(["Invalid phone number"]);
    // Spec §9: input capped at 250 characters (libphonenumber's own cap too).
    expect(messagesAt(phoneField, `2125550123${"0".repeat(241)}`)[0]).toBe("Invalid phone number");
  });

  it("take an optional number as absent when blank", () => {
    expect(parsed(optionalPhoneField, undefined)).toBeUndefined();
    expect(parsed(optionalPhoneField, "")).toBeUndefined();
    expect(parsed(optionalPhoneField, "  ")).toBeUndefined();
    expect(parsed(optionalPhoneField, "201.555.0123")).toBe("+12015550123");
    expect(messagesAt(optionalPhoneField, "12345")).toEqual(["Invalid phone number"]);
    expect(messagesAt(optionalPhoneField, `2125550123${"0".repeat(241)}`)[0]).toBe(
      "Invalid phone number",
    );
  });
});
