import {
  OFFER_ACTIONS,
  OFFER_FINAL_STATUSES,
  OFFER_PARTIES,
  OFFER_STATUSES,
  type OfferParty,
  type OfferStatus,
} from "@lineup/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  OFFER_TRANSITIONS,
  actionsFor,
  awaitsParty,
  isOpen,
  nextStatus,
} from "./offer-transitions";

const FINAL = new Set<OfferStatus>(OFFER_FINAL_STATUSES);

describe("the offer transition table", () => {
  it("lists every status and leads only to statuses, never out of a closed offer", () => {
    expect(Object.keys(OFFER_TRANSITIONS).sort()).toEqual([...OFFER_STATUSES].sort());
    for (const status of OFFER_STATUSES) {
      for (const party of OFFER_PARTIES) {
        for (const action of OFFER_ACTIONS) {
          const next = nextStatus(status, party, action);
          if (next === undefined) continue;
          expect(OFFER_STATUSES).toContain(next);
          expect(FINAL.has(status), `${status} ${party} ${action}`).toBe(false);
          expect(next).not.toBe("expired"); // only the system expires offers
          expect(party === "operator" || party === "guardian").toBe(false);
        }
      }
    }
  });

  it("says the rules of issue 24 cell by cell", () => {
    expect(nextStatus("pending", "athlete", "accept")).toBe("accepted");
    expect(nextStatus("pending", "agent", "accept")).toBe("awaiting_confirmation");
    expect(nextStatus("pending", "buyer", "accept")).toBeUndefined();
    expect(nextStatus("pending", "buyer", "withdraw")).toBe("withdrawn");
    expect(nextStatus("pending", "athlete", "counter")).toBe("countered");
    expect(nextStatus("countered", "buyer", "counter")).toBe("pending");
    expect(nextStatus("countered", "buyer", "accept")).toBe("accepted");
    expect(nextStatus("countered", "athlete", "accept")).toBeUndefined();
    expect(nextStatus("awaiting_confirmation", "athlete", "confirm")).toBe("accepted");
    expect(nextStatus("awaiting_confirmation", "agent", "confirm")).toBeUndefined();
    expect(nextStatus("awaiting_confirmation", "athlete", "decline")).toBe("declined");
    expect(nextStatus("awaiting_confirmation", "buyer", "withdraw")).toBe("withdrawn");
    expect(actionsFor("accepted", "buyer")).toEqual([]);
    expect(actionsFor("pending", "operator")).toEqual([]);
  });

  it("lets the athlete or their agent decline a countered offer, ending talks they no longer want", () => {
    expect(nextStatus("countered", "athlete", "decline")).toBe("declined");
    expect(nextStatus("countered", "agent", "decline")).toBe("declined");
    expect(actionsFor("countered", "athlete")).toEqual(["decline"]);
    expect(actionsFor("countered", "agent")).toEqual(["decline"]);
    // The buyer withdraws instead; a guardian has no move.
    expect(nextStatus("countered", "buyer", "decline")).toBeUndefined();
    expect(nextStatus("countered", "guardian", "decline")).toBeUndefined();
  });

  it("calls open exactly the offers a move or the expiry can still change", () => {
    const open = OFFER_STATUSES.filter((status) => isOpen(status));
    expect(open).toEqual(["pending", "countered", "awaiting_confirmation"]);
    for (const status of OFFER_FINAL_STATUSES) expect(isOpen(status), status).toBe(false);
  });

  it("says whose move an offer waits for: the athlete's side, then the buyer, then the athlete alone", () => {
    const waitingFor = (status: OfferStatus) =>
      OFFER_PARTIES.filter((party) => awaitsParty(status, party));
    expect(waitingFor("pending")).toEqual(["athlete", "agent"]);
    expect(waitingFor("countered")).toEqual(["buyer"]);
    // After an agent's accept only the athlete's own confirmation is awaited.
    expect(waitingFor("awaiting_confirmation")).toEqual(["athlete"]);
    for (const status of OFFER_FINAL_STATUSES) expect(waitingFor(status), status).toEqual([]);
  });

  /** A model offer: the table applied to random moves by random parties, as the API does. */
  interface Model {
    status: OfferStatus;
    history: { kind: string; from: OfferStatus; to: OfferStatus; by: OfferParty }[];
    amountCents: number;
    viaAgentAccept: boolean;
  }
  const move = fc.record({
    party: fc.constantFrom(...OFFER_PARTIES),
    action: fc.constantFrom(...OFFER_ACTIONS),
    amountCents: fc.integer({ min: 1, max: 100_000_000 }),
  });

  it("random sequences never reach an illegal state, never lose a history row, never show the minimum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(move, { maxLength: 40 }),
        (minimumCents, moves) => {
          const model: Model = {
            status: "pending",
            history: [{ kind: "create", from: "pending", to: "pending", by: "buyer" }],
            amountCents: minimumCents + 1,
            viaAgentAccept: false,
          };
          let legal = 0;
          for (const { party, action, amountCents } of moves) {
            const before = model.status;
            const next = nextStatus(before, party, action);
            if (!next) {
              // An illegal move changes nothing, and the party was not offered it.
              expect(actionsFor(before, party)).not.toContain(action);
              continue;
            }
            expect(actionsFor(before, party)).toContain(action);
            legal++;
            if (action === "counter") model.amountCents = amountCents;
            if (next === "awaiting_confirmation") model.viaAgentAccept = party === "agent";
            // Acceptance through confirmation only by the athlete after an agent's accept.
            if (action === "confirm") {
              expect(party).toBe("athlete");
              expect(model.viaAgentAccept).toBe(true);
            }
            model.status = next;
            model.history.push({ kind: action, from: before, to: next, by: party });
          }
          expect(OFFER_STATUSES).toContain(model.status);
          expect(model.history).toHaveLength(legal + 1);
          // The history chains: each row starts where the one before ended.
          for (let i = 1; i < model.history.length; i++) {
            expect(model.history[i]!.from).toBe(model.history[i - 1]!.to);
          }
          // Once closed, nothing after.
          const closedAt = model.history.findIndex((row) => FINAL.has(row.to));
          if (closedAt >= 0) expect(closedAt).toBe(model.history.length - 1);
          // A viewer's view of the state holds no field for the minimum, whatever happened.
          const view = JSON.stringify({
            status: model.status,
            amount: model.amountCents / 100,
            actions: OFFER_PARTIES.map((p) => actionsFor(model.status, p)),
            history: model.history,
          });
          expect(view).not.toMatch(/minimum|price/i);
          // Whose move: exactly one side's while open (the buyer may always withdraw).
          if (isOpen(model.status)) {
            const waiting = OFFER_PARTIES.filter((p) => awaitsParty(model.status, p));
            expect(waiting.length).toBeGreaterThan(0);
            for (const p of waiting) expect(actionsFor(model.status, p).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
