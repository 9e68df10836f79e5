import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { athleteUpdateBodySchema, serviceSchema } from "./athlete";
import { bioField } from "./fields";
import { businessCreateBodySchema } from "./business";
import { nameField } from "./fields";
import { localSignUpBodySchema } from "./sign-up";
import { isPlainMultiLine, isSingleLine, multiLineText, singleLineText } from "./text-rules";

const CONTROLS = {
  NUL: "\u0000",
  TAB: "\t",
  LF: "\n",
  CR: "\r",
  "CR LF": "\r\n",
  ESC: "\u001B",
  DEL: "\u007F",
  "C1 NEL": "\u0085",
  "C1 CSI": "\u009B",
  "LINE SEPARATOR": "\u2028",
  "PARAGRAPH SEPARATOR": "\u2029",
};

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("single-line text", () => {
  it.each(Object.entries(CONTROLS))("refuses %s anywhere in the text", (_, control) => {
    for (const text of [`Jor${control}dan`, `${control}Jordan`, `Jordan${control}`]) {
      expect(isSingleLine(text)).toBe(false);
      expect(firstIssue(singleLineText().safeParse(text))).toBe(MESSAGES.noLineBreaks);
    }
  });

  it("takes letters of any script, accents, emoji and punctuation", () => {
    for (const text of [
      "Zoë O'Brien-Łukasz",
      "李小龍",
      "Ana 🏀",
      "Summit Sports Co.",
      "A\u00A0B",
    ]) {
      expect(isSingleLine(text), text).toBe(true);
    }
  });

  it("answers with its message before the field's own rules", () => {
    const first = nameField(MESSAGES.firstNameRequired);
    expect(firstIssue(first.safeParse("Jo\u0000"))).toBe(MESSAGES.noLineBreaks);
    expect(firstIssue(first.safeParse("Jordan\r\nBcc: x@example.com"))).toBe(MESSAGES.noLineBreaks);
    expect(first.parse("  Jordan ")).toBe("Jordan");
  });
});

describe("multi-line text", () => {
  it("takes LF and CR LF line breaks", () => {
    expect(isPlainMultiLine("First line\nsecond\r\nthird")).toBe(true);
    expect(bioField.parse("Point guard.\r\n\r\nTwo-time MVP.")).toBe(
      "Point guard.\r\n\r\nTwo-time MVP.",
    );
  });

  it.each(Object.entries(CONTROLS).filter(([name]) => !["LF", "CR LF"].includes(name)))(
    "refuses %s",
    (_, control) => {
      expect(isPlainMultiLine(`My ${control}story`)).toBe(false);
      expect(firstIssue(multiLineText().safeParse(`My ${control}story`))).toBe(
        MESSAGES.noSpecialCharacters,
      );
      expect(firstIssue(bioField.safeParse(`My ${control}story`))).toBe(
        MESSAGES.noSpecialCharacters,
      );
    },
  );
});

describe("the body schemas use them", () => {
  const pathOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join("."));

  it("in names, business names, services, links and the bio; never in passwords", () => {
    const signUp = {
      email: "jordan@example.com",
      password: "Blue-Harbor\u0000-Sprint-42",
      personalInfo: { firstName: "Jordan\u0000", lastName: "Mitch\nell" },
    };
    expect(pathOf(localSignUpBodySchema.safeParse(signUp))).toEqual([
      "personalInfo.firstName",
      "personalInfo.lastName",
    ]);
    expect(
      pathOf(
        localSignUpBodySchema.safeParse({
          email: "summit@example.com",
          password: "Blue-Harbor-Sprint-42",
          businessName: "Summit\tSports",
          profileType: "Business",
        }),
      ),
    ).toEqual(["businessName"]);
    expect(pathOf(serviceSchema.safeParse({ name: "Camp\u2028visit", price: 10 }))).toEqual([
      "name",
    ]);
    expect(
      pathOf(
        businessCreateBodySchema.safeParse({
          website: "https://summit.example.com/\n",
          location: 1,
          type: 1,
          marketingTactics: [1],
          goals: [1],
        }),
      ),
    ).toEqual(["website"]);
    expect(
      pathOf(
        athleteUpdateBodySchema.safeParse({
          socials: { instagram: "https://instagram.com/jo\rrdan" },
          bio: "My\u0007 story",
        }),
      ),
    ).toEqual(["socials.instagram", "bio"]);
  });
});
