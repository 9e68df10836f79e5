import { describe, expect, it } from "vitest";
import { confirmationEmail } from "./templates";

describe("e-mail rendering", () => {
  it("writes HTML and text with the link in both, escaping what it is given", () => {
    const email = confirmationEmail("<b>Jo</b>", "https://lineup.example/auth/x?token=a&b=1");
    expect(email.subject).toBe("Confirm your email for Lineup");
    expect(email.html).toContain("&#60;b&#62;Jo&#60;/b&#62;");
    expect(email.html).toContain("https://lineup.example/auth/x?token=a&#38;b=1");
    expect(email.text).toContain("Confirm my email: https://lineup.example/auth/x?token=a&b=1");
    expect(email.text).toContain("Hi <b>Jo</b>,");
  });
});
