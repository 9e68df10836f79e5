/*
 * Offers' rules and lists (issue 24, DESIGN.md "offers"), apart from their zod schemas
 * (schemas/offers.ts), so screens can use them without downloading zod (docs/decisions/0051).
 */

/** DESIGN.md "Offer states". `pending`: the athlete's move; `countered`: the buyer's move. */
export const OFFER_STATUSES = [
  "pending",
  "countered",
  "awaiting_confirmation",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The states in which nothing more can happen. */
export const OFFER_FINAL_STATUSES = [
  "accepted",
  "declined",
  "withdrawn",
  "expired",
] as const satisfies readonly OfferStatus[];

/** What a party may do (POST /api/offers/{id}/actions). */
export const OFFER_ACTIONS = ["accept", "decline", "counter", "withdraw", "confirm"] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/**
 * Who an offer's viewer is to it. `agent`: the athlete's current agent; `guardian` comes with
 * the minors' issue (25); `operator`: reads everything, acts on nothing.
 */
export const OFFER_PARTIES = ["buyer", "athlete", "agent", "guardian", "operator"] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

/** A row of an offer's history: the action, or `create` and `expire`, which no party sends. */
export const OFFER_HISTORY_KINDS = ["create", ...OFFER_ACTIONS, "expire"] as const;
export type OfferHistoryKind = (typeof OFFER_HISTORY_KINDS)[number];

/** Which inbox: offers the signed-in person made, or offers made to them (or their athletes). */
export const OFFER_BOXES = ["sent", "received"] as const;
export type OfferBox = (typeof OFFER_BOXES)[number];

export const OFFER_LIMITS = {
  /** Dollars; amounts travel in dollars with at most two decimals and are stored in cents. */
  amountMax: 1_000_000,
  /** Below-minimum submissions one buyer may make to one athlete in `probeWindowDays`. */
  belowMinimumMax: 3,
  probeWindowDays: 30,
  /**
   * Offers and counters one buyer may submit to one athlete in `probeWindowDays`, above the
   * minimum or not: without it, withdrawn offers above the minimum would locate it to the cent.
   */
  submissionsMax: 10,
  /** An offer's expiry in days: the default, and the range a buyer may choose. */
  expiryDaysDefault: 7,
  expiryDaysMin: 1,
  expiryDaysMax: 30,
  /** Characters of a message (and of an offer's or a counter's message). */
  messageMaxLength: 2_000,
  /** At most one e-mail per offer and recipient in this many minutes (when not on the page). */
  emailEveryMinutes: 60,
  /** Offers per inbox page. */
  pageSize: 20,
} as const;

/** What replaces an e-mail address, a phone number or a link in a message before acceptance. */
export const CONTACT_DETAILS_HIDDEN = "[contact details hidden until the offer is accepted]";
