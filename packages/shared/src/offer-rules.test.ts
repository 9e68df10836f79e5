import { describe, expect, it } from "vitest";
import { CONTACT_DETAILS_HIDDEN, OFFER_FINAL_STATUSES, OFFER_HISTORY_KINDS } from "./offer-rules";

describe("offers' fixed words and lists", () => {
  it("says in a message where a contact detail was hidden, and until when", () => {
    expect(CONTACT_DETAILS_HIDDEN).toBe("[contact details hidden until the offer is accepted]");
  });

  it("lists the final states and a history's kinds", () => {
    expect(OFFER_FINAL_STATUSES).toEqual(["accepted", "declined", "withdrawn", "expired"]);
    expect(OFFER_HISTORY_KINDS).toEqual([
      "create",
      "accept",
      "decline",
      "counter",
      "withdraw",
      "confirm",
      "expire",
    ]);
  });
});
