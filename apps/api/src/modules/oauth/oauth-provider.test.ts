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

  it("counts a Google address as verified only when Google says so, as true or as 'true'", () => {
    const google = (claim: Record<string, unknown>) =>
      readProfile("google", { sub: "g-2", email: "ada@example.com", ...claim }).emailVerified;
    expect(google({})).toBe(false);
    expect(google({ email_verified: false })).toBe(false);
    expect(google({ email_verified: "false" })).toBe(false);
    expect(google({ email_verified: true })).toBe(true);
    expect(google({ email_verified: "true" })).toBe(true);
  });

  it("takes a Facebook address as verified unless Facebook says otherwise, and no address never", () => {
    expect(readProfile("facebook", { id: 8, email: "fay@example.com" }).emailVerified).toBe(true);
    expect(
      readProfile("facebook", { id: 8, email: "fay@example.com", email_verified: false })
        .emailVerified,
    ).toBe(false);
    expect(readProfile("facebook", { id: 8 })).toMatchObject({ email: null, emailVerified: false });
    expect(readProfile("facebook", { id: 8, email: "  " })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it("names the subject from sub, a numeric id or a trimmed text id, and refuses a profile with none", () => {
    expect(readProfile("google", { sub: " g-3 " }).subject).toBe("g-3");
    expect(readProfile("facebook", { id: 1234567890 }).subject).toBe("1234567890");
    expect(readProfile("facebook", { id: " fb-4 " }).subject).toBe("fb-4");
    expect(() => readProfile("facebook", { id: "  " })).toThrow("the provider named no subject");
    expect(() => readProfile("google", {})).toThrow("the provider named no subject");
  });

  it("leaves a blank name empty rather than pre-filling spaces", () => {
    const profile = readProfile("google", { sub: "g-5", given_name: "   ", family_name: "\t" });
    expect(profile).toMatchObject({ firstName: null, lastName: null });
  });
});
