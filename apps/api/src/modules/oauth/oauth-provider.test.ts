import { describe, expect, it } from "vitest";
import { readProfile } from "./oauth-provider";

describe("readProfile", () => {
  it("takes a provider's names as pre-fill only when they are plain one-line text", () => {
    const profile = readProfile("google", {
      sub: "g-1",
      email: "Casey@Example.com",
      email_verified: true,
      given_name: "Casey\r\nBcc: someone@example.com",
      family_name: " Reed ",
    });
    expect(profile).toEqual({
      subject: "g-1",
      email: "casey@example.com",
      emailVerified: true,
      firstName: null,
      lastName: "Reed",
    });
    expect(readProfile("facebook", { id: 7, first_name: "Ca\u0000sey" }).firstName).toBeNull();
  });
});
