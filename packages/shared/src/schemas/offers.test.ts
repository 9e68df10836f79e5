import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import {
  createOfferSchema,
  liveEventSchema,
  offerActionSchema,
  offerAmountField,
  offerDetailSchema,
  offerListQuerySchema,
  offerListSchema,
  offerMessageField,
  offerMessageSchema,
  offerSchema,
  offerSummarySchema,
  offerThreadSchema,
} from "./offers";

const ATHLETE = "00000000-0000-4000-8000-000000000001";
const SERVICE = "00000000-0000-4000-8000-000000000002";
const STATUSES = [
  "pending",
  "countered",
  "awaiting_confirmation",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
];
const ACTIONS = ["accept", "decline", "counter", "withdraw", "confirm"];
const PARTIES = ["buyer", "athlete", "agent", "guardian", "operator"];

describe("an offer's amount", () => {
  it("is above $0 and at most $1,000,000", () => {
    expect(parsed(offerAmountField, 0.01)).toBe(0.01);
    expect(parsed(offerAmountField, 1_000_000)).toBe(1_000_000);
    expect(messagesAt(offerAmountField, 0)).toEqual([MESSAGES.offerAmountPositive]);
    expect(messagesAt(offerAmountField, -5)).toEqual([MESSAGES.offerAmountPositive]);
    expect(messagesAt(offerAmountField, 1_000_000.01)).toEqual([MESSAGES.offerAmountTooLarge]);
    expect(messagesAt(offerAmountField, "50")).toEqual([MESSAGES.offerAmountPositive]);
    expect(messagesAt(offerAmountField, undefined)).toEqual([MESSAGES.offerAmountPositive]);
  });

  it("is in dollars and cents, whatever the binary fraction", () => {
    for (const dollars of [19.99, 0.1 + 0.2, 1.1, 250, 999_999.99]) {
      expect(accepts(offerAmountField, dollars), String(dollars)).toBe(true);
    }
    for (const dollars of [10.005, 0.001, 19.999]) {
      expect(messagesAt(offerAmountField, dollars), String(dollars)).toEqual([
        MESSAGES.offerAmountCents,
      ]);
    }
  });
});

describe("an offer's message", () => {
  it("is required, not only spaces, up to 2,000 characters with line breaks", () => {
    expect(parsed(offerMessageField, "Hi,\nwould you coach our camp?")).toBe(
      "Hi,\nwould you coach our camp?",
    );
    expect(parsed(offerMessageField, "a".repeat(2000))).toHaveLength(2000);
    expect(messagesAt(offerMessageField, "a".repeat(2001))).toEqual([MESSAGES.offerMessageTooLong]);
    expect(messagesAt(offerMessageField, "  \n ")).toEqual([MESSAGES.offerMessageRequired]);
    expect(messagesAt(offerMessageField, undefined)).toEqual([MESSAGES.offerMessageRequired]);
    expect(messagesAt(offerMessageField, "a\u0000b")).toEqual([MESSAGES.noSpecialCharacters]);
  });
});

describe("making an offer", () => {
  const offer = { athleteId: ATHLETE, serviceId: SERVICE, amount: 120.5, message: "Camp in May" };

  it("takes the athlete, a service, an amount and a message; the rest is optional", () => {
    expect(parsed(createOfferSchema, offer)).toEqual(offer);
    const full = { ...offer, activityDate: "2027-05-01", expiresInDays: 7 };
    expect(parsed(createOfferSchema, full)).toEqual(full);
    expect(Object.keys(issuesOf(createOfferSchema.safeParse({}))).sort()).toEqual([
      "amount",
      "athleteId",
      "message",
      "serviceId",
    ]);
  });

  it("names which id is not one", () => {
    expect(messagesAt(createOfferSchema, { ...offer, athleteId: "12" }, "athleteId")).toEqual([
      "athleteId must be an athlete's id",
    ]);
    expect(messagesAt(createOfferSchema, { ...offer, serviceId: "12" }, "serviceId")).toEqual([
      "serviceId must be a service's id",
    ]);
  });

  it("takes an activity date as YYYY-MM-DD only", () => {
    for (const date of ["2027-5-01", "x2027-05-01", "2027-05-01x", "01/05/2027"]) {
      expect(
        messagesAt(createOfferSchema, { ...offer, activityDate: date }, "activityDate"),
      ).toEqual(["Use the form YYYY-MM-DD"]);
    }
  });

  it("expires in 1 to 30 whole days", () => {
    expect(parsed(createOfferSchema, { ...offer, expiresInDays: 1 }).expiresInDays).toBe(1);
    expect(parsed(createOfferSchema, { ...offer, expiresInDays: 30 }).expiresInDays).toBe(30);
    for (const days of [0, 31, 2.5]) {
      expect(accepts(createOfferSchema, { ...offer, expiresInDays: days }), String(days)).toBe(
        false,
      );
    }
  });

  it("refuses a field it does not take, such as the athlete's minimum", () => {
    expect(accepts(createOfferSchema, { ...offer, minimum: 100 })).toBe(false);
  });
});

describe("acting on an offer", () => {
  it.each(ACTIONS.filter((a) => a !== "counter"))("%s carries no amount", (action) => {
    expect(parsed(offerActionSchema, { action })).toEqual({ action });
    expect(issuesOf(offerActionSchema.safeParse({ action, amount: 50 }))).toEqual({
      amount: ["Only a counter carries an amount"],
    });
  });

  it("a counter needs the amount proposed", () => {
    expect(issuesOf(offerActionSchema.safeParse({ action: "counter" }))).toEqual({
      amount: [MESSAGES.offerCounterNeedsAmount],
    });
    expect(
      parsed(offerActionSchema, { action: "counter", amount: 80, message: "Meet halfway?" }),
    ).toEqual({ action: "counter", amount: 80, message: "Meet halfway?" });
  });

  it("a decline may give a reason; nothing else is taken", () => {
    expect(parsed(offerActionSchema, { action: "decline", message: "Busy" })).toEqual({
      action: "decline",
      message: "Busy",
    });
    expect(accepts(offerActionSchema, { action: "ignore" })).toBe(false);
    expect(accepts(offerActionSchema, { action: "accept", note: "x" })).toBe(false);
  });
});

describe("a message in an offer's thread", () => {
  it("is required, not only spaces, up to 2,000 characters", () => {
    expect(parsed(offerMessageSchema, { body: "See you\nthere" })).toEqual({
      body: "See you\nthere",
    });
    expect(parsed(offerMessageSchema, { body: "a".repeat(2000) }).body).toHaveLength(2000);
    expect(messagesAt(offerMessageSchema, { body: "a".repeat(2001) }, "body")).toEqual([
      MESSAGES.offerMessageTooLong,
    ]);
    expect(messagesAt(offerMessageSchema, { body: "   " }, "body")).toEqual([
      MESSAGES.offerMessageEmpty,
    ]);
    expect(messagesAt(offerMessageSchema, {}, "body")).toEqual([MESSAGES.offerMessageEmpty]);
    expect(accepts(offerMessageSchema, { body: "Hi", to: "x" })).toBe(false);
  });
});

describe("the inbox's query", () => {
  it("reads the received box's first page by default", () => {
    expect(parsed(offerListQuerySchema, {})).toEqual({ box: "received", page: 1 });
    expect(parsed(offerListQuerySchema, { box: "sent", page: "3" })).toEqual({
      box: "sent",
      page: 3,
    });
  });

  it.each(STATUSES)("filters by the status %s", (status) => {
    expect(parsed(offerListQuerySchema, { status }).status).toBe(status);
  });

  it("takes pages 1 to 1,000 and refuses anything else", () => {
    expect(parsed(offerListQuerySchema, { page: "1000" }).page).toBe(1000);
    for (const page of ["0", "1001", "1.5"]) {
      expect(accepts(offerListQuerySchema, { page }), page).toBe(false);
    }
    expect(accepts(offerListQuerySchema, { box: "archive" })).toBe(false);
    expect(accepts(offerListQuerySchema, { status: "open" })).toBe(false);
    expect(accepts(offerListQuerySchema, { sort: "amount" })).toBe(false);
  });
});

describe("offers' answers keep their fields and drop any contact detail or minimum", () => {
  const offer = {
    id: "o1",
    status: "pending",
    athlete: { id: "p1", name: "Jordan Miles", avatarUrl: null },
    buyer: { name: "Summit Sports", kind: "Business" },
    service: { id: "s1", name: "Camp" },
    amount: 120.5,
    amountBy: "buyer",
    activityDate: "2027-05-01",
    expiresAt: "2026-12-08T00:00:00Z",
    createdAt: "2026-12-01T00:00:00Z",
    updatedAt: "2026-12-01T00:00:00Z",
    viewerParty: "athlete",
    viewerActions: ["accept", "decline", "counter"],
    unreadMessages: 2,
    hasAgent: true,
    paused: false,
    confirmations: { athlete: true, guardian: false },
  };

  it("an offer, with every status, party and action", () => {
    expect(parsed(offerSchema, offer)).toEqual(offer);
    const leaky = {
      ...offer,
      minimum: 100,
      athlete: { ...offer.athlete, email: "j@example.com" },
      buyer: { ...offer.buyer, email: "s@example.com", phone: "+1555" },
    };
    expect(parsed(offerSchema, leaky)).toEqual(offer);
    for (const status of STATUSES) expect(accepts(offerSchema, { ...offer, status })).toBe(true);
    for (const viewerParty of PARTIES) {
      expect(accepts(offerSchema, { ...offer, viewerParty })).toBe(true);
    }
    expect(parsed(offerSchema, { ...offer, viewerActions: ACTIONS }).viewerActions).toEqual(
      ACTIONS,
    );
    const individual = {
      ...offer,
      buyer: { name: "Pat Lee", kind: "Individual" },
      service: { id: null, name: "Camp" },
      amountBy: "athlete",
    };
    expect(parsed(offerSchema, individual)).toEqual(individual);
  });

  it("an offer's history, list, thread, events and summary", () => {
    const history = ["create", ...ACTIONS, "expire"].map((kind, i) => ({
      id: `h${i}`,
      kind,
      by: [...PARTIES, "system"][i % 6],
      byName: "Someone",
      amount: 100,
      message: "Because",
      at: "2026-12-01T00:00:00Z",
    }));
    expect(parsed(offerDetailSchema, { ...offer, history })).toEqual({ ...offer, history });
    expect(parsed(offerDetailSchema, { ...offer, history }).history.map((h) => h.by)).toContain(
      "system",
    );
    const list = { list: [offer], total: 1, page: 1, pageSize: 20, unread: 1 };
    expect(parsed(offerListSchema, list)).toEqual(list);
    const thread = {
      list: PARTIES.map((from, i) => ({
        id: `m${i}`,
        from,
        authorName: "Someone",
        body: "Hello",
        at: "2026-12-01T00:00:00Z",
        mine: i === 0,
      })),
    };
    expect(parsed(offerThreadSchema, thread)).toEqual(thread);
    for (const type of ["offer", "message"]) {
      expect(parsed(liveEventSchema, { type, offerId: "o1" })).toEqual({ type, offerId: "o1" });
    }
    expect(accepts(liveEventSchema, { type: "status", offerId: "o1" })).toBe(false);
    const summary = {
      awaitingYou: 1,
      awaitingOthers: 2,
      unreadMessages: 3,
      belowMinimumTurnedAway: 4,
    };
    expect(parsed(offerSummarySchema, summary)).toEqual(summary);
  });
});

describe("offers' own rules are custom issues of their field", () => {
  it("a counter's amount, and an amount on anything else", () => {
    expect(codesAt(offerActionSchema, { action: "counter" }, "amount")).toEqual(["custom"]);
    expect(codesAt(offerActionSchema, { action: "accept", amount: 5 }, "amount")).toEqual([
      "custom",
    ]);
  });
});
