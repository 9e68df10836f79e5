import { describe, expect, it } from "vitest";
import { DECISION_FROM, DECISION_TO, OPERATOR_DECISIONS } from "./operator-rules";

describe("which statuses each operator decision is taken from", () => {
  it("decides the waiting list every way, reinstates a suspended account, suspends an approved one", () => {
    expect(DECISION_FROM).toEqual({
      approve: ["pending", "suspended"],
      request_changes: ["pending"],
      reject: ["pending"],
      suspend: ["approved"],
    });
  });

  it("never decides a rejected account again, nor one waiting for the person's changes", () => {
    for (const decision of OPERATOR_DECISIONS) {
      expect(DECISION_FROM[decision]).not.toContain("rejected");
      expect(DECISION_FROM[decision]).not.toContain("changes_requested");
      // No decision leads back to a status it is taken from: of two operators, one wins.
      expect(DECISION_FROM[decision]).not.toContain(DECISION_TO[decision]);
    }
  });
});
