import { CONTACT_DETAILS_HIDDEN as HIDDEN } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { maskContactDetails as mask } from "./mask-contact-details";

describe("masking contact details before acceptance", () => {
  it.each([
    ["write me at jo@x.com", `write me at ${HIDDEN}`],
    ["Mail JO.Smith+deals@mail.example.co.uk today", `Mail ${HIDDEN} today`],
    ["jo (at) x dot com", HIDDEN],
    ["jo [at] x.com please", `${HIDDEN} please`],
    ["reach jo at x dot com", `reach ${HIDDEN}`],
    ["call +1 512-555-0100", `call ${HIDDEN}`],
    ["call (512) 555 0100 after 5", `call ${HIDDEN} after 5`],
    ["5125550100", HIDDEN],
    ["text 512.555.0100!", `text ${HIDDEN}!`],
    ["+44 20 7946 0958", HIDDEN],
    ["my cell 555-0100", `my cell ${HIDDEN}`],
    ["see www.x.com", `see ${HIDDEN}`],
    ["see https://x.com/a.", `see ${HIDDEN}.`],
    ["http://example.org/path?q=1#top here", `${HIDDEN} here`],
    ["x.com/abc", HIDDEN],
    ["find me on instagram.com/jordan23", `find me on ${HIDDEN}`],
    ["site: summit-sports.io", `site: ${HIDDEN}`],
  ])("masks %j", (text, masked) => {
    expect(mask(text)).toBe(masked);
  });

  it.each([
    "I can pay $1,200 for the clinic.",
    "How about $950.50 instead of $1,000?",
    "The camp is on 2026-12-01, or 12/05/2026.",
    "From 2026-12-01 to 2026-12-05 at 10:00.",
    "Two sessions of 90 minutes, 3 players, 1200 fans.",
    "Meet at the gym at 5 and bring 2 balls.",
    "Payment is 50% up front, e.g. half now.",
    "Line one\nLine two with 15 reps x 3 sets",
    "We sponsor 4 teams in 2026 and 2027.",
  ])("leaves %j alone", (text) => {
    expect(mask(text)).toBe(text);
  });

  // Each pattern on its own: what only it can catch, and the near-misses it must leave alone.
  describe("e-mail addresses", () => {
    it.each([
      // A domain or subdomain with digits, under a suffix that is not a link's (.edu).
      ["write to coach@school42.edu", `write to ${HIDDEN}`],
      ["coach@mail.school42.edu", HIDDEN],
    ])("masks %j whole", (text, masked) => {
      expect(mask(text)).toBe(masked);
    });

    it.each(["jo@localhost is my login", "follow @jordan23", "we won 3@5"])(
      "leaves %j alone (no address)",
      (text) => {
        expect(mask(text)).toBe(text);
      },
    );
  });

  describe("spelled-out addresses", () => {
    it("masks them in capitals too, and every one in a message", () => {
      expect(mask("JO (AT) X DOT COM")).toBe(HIDDEN);
      expect(mask("jo (at) x dot com or sam [at] y dot org")).toBe(`${HIDDEN} or ${HIDDEN}`);
    });

    it("leaves a sentence with 'at' but no domain alone", () => {
      const text = "We train at noon at Lincoln High.";
      expect(mask(text)).toBe(text);
    });
  });

  describe("links", () => {
    it("masks them in capitals too, and every one in a message", () => {
      expect(mask("Visit WWW.X.COM")).toBe(`Visit ${HIDDEN}`);
      expect(mask("x.com/a and y.net/b")).toBe(`${HIDDEN} and ${HIDDEN}`);
    });

    it("keeps all the closing punctuation of the sentence around a link", () => {
      expect(mask("(details at https://x.com/a).")).toBe(`(details at ${HIDDEN}).`);
      expect(mask("Is it x.com/a?!")).toBe(`Is it ${HIDDEN}?!`);
    });

    it.each(["Version 2.0 ships soon.", "Ask Mr.Smith", "I use node.js daily"])(
      "leaves %j alone (no link)",
      (text) => {
        expect(mask(text)).toBe(text);
      },
    );
  });

  describe("phone numbers", () => {
    it.each([
      ["call + 44 20 7946 0958", `call ${HIDDEN}`],
      ["call +44-20-7946-0958", `call ${HIDDEN}`],
      // E.164's longest: 15 digits.
      ["Büro +49 (0) 30 1234 5678 90", `Büro ${HIDDEN}`],
    ])("masks %j whole", (text, masked) => {
      expect(mask(text)).toBe(masked);
    });

    it.each([
      // A ZIP+4 code: nine digits, not a number anyone dials.
      "Camp address: Austin, TX 78701-1234",
      "Order 1234567 shipped",
      // A local number's shape, then more digits: a reference, not a number to call.
      "Order 123-45678 shipped",
      // Date ranges are runs of more than ten digits, and not phones.
      "Dates: 2026-12-01 - 2026-12-05",
      "Dates: 12.05.2026 - 12.06.2026",
    ])("leaves %j alone", (text) => {
      expect(mask(text)).toBe(text);
    });
  });

  // Found in review: local numbers next to other numbers, dotted groups, ranges of round numbers.
  describe("phone numbers among other numbers", () => {
    it.each([
      // Numbers around a local one join its run; only the local number is hidden.
      ["my cell 555-0100 24/7", `my cell ${HIDDEN} 24/7`],
      ["room 4 555-0100", `room 4 ${HIDDEN}`],
      ["room 4 555.0100, ask for Jo", `room 4 ${HIDDEN}, ask for Jo`],
      ["Cell 555 0100 8am-6pm", `Cell ${HIDDEN} 8am-6pm`],
      // Split digit by digit.
      ["5 5 5 0 1 0 0", HIDDEN],
      ["call 5 5 5 0 1 0 0 24/7", `call ${HIDDEN} 24/7`],
      // Groups between dots, which hold something shaped like a date ("01.23.45", "70.12.34").
      ["01.23.45.67.89", HIDDEN],
      ["appelle le +33 1.23.45.67.89", `appelle le ${HIDDEN}`],
      ["GSM 0470.12.34.56", `GSM ${HIDDEN}`],
      // Round groups in a number that is not a range as a whole.
      ["call 210-300-1500", `call ${HIDDEN}`],
    ])("masks %j", (text, masked) => {
      expect(mask(text)).toBe(masked);
    });

    it.each([
      "expect 300-1500 fans",
      "10000-15000 followers",
      "between 10000 - 50000 views",
      "Starting five: 23 10 4 7 11",
      "In 2026 1500 fans came",
      "On 12.05.2026 10.30 sharp",
      "On 2026-12-01 10.30 sharp",
      "Kickoff 12/05/2026 at 10:30, budget $1,500,000-2,000,000, won 21-14, ZIP 78701",
    ])("leaves %j alone", (text) => {
      expect(mask(text)).toBe(text);
    });
  });

  it("masks several details in one message and keeps the line breaks", () => {
    expect(mask("Hi!\nEmail jo@x.com or call 512-555-0100.\nBye")).toBe(
      `Hi!\nEmail ${HIDDEN} or call ${HIDDEN}.\nBye`,
    );
  });

  it("is idempotent: masked text stays as it is", () => {
    const once = mask("jo@x.com, www.x.com, +1 512 555 0100");
    expect(mask(once)).toBe(once);
  });
});
