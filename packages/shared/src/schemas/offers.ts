import { z } from "zod";
import * as MESSAGES from "../messages";
import {
  OFFER_ACTIONS,
  OFFER_BOXES,
  OFFER_HISTORY_KINDS,
  OFFER_LIMITS,
  OFFER_PARTIES,
  OFFER_STATUSES,
} from "../offer-rules";
import { multiLineText } from "./text-rules";

/**
 * Offers against an athlete's private minimum (issue 24, DESIGN.md "offers"). No answer below
 * has a field for the minimum, an e-mail address or a phone number; the API serializes through
 * these schemas, so anything else is dropped.
 */

/** Dollars with at most two decimals, above zero, at most $1,000,000 (stored in cents). */
export const offerAmountField = z
  .number({ error: MESSAGES.offerAmountPositive })
  .positive(MESSAGES.offerAmountPositive)
  .max(OFFER_LIMITS.amountMax, MESSAGES.offerAmountTooLarge)
  .refine(
    (dollars) => Number.isInteger(Math.round(dollars * 100 * 1e6) / 1e6),
    MESSAGES.offerAmountCents,
  );

/** Text with line breaks, up to 2,000 characters, not only spaces. */
export const offerMessageField = multiLineText({ error: MESSAGES.offerMessageRequired })
  .max(OFFER_LIMITS.messageMaxLength, MESSAGES.offerMessageTooLong)
  .refine((text) => text.trim().length > 0, MESSAGES.offerMessageRequired);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD");

/** POST /api/offers. The activity date must be today or later (checked by the API's clock). */
export const createOfferSchema = z.strictObject({
  /** The athlete's profile id (as in GET /api/athletes/{id}). */
  athleteId: z.string().uuid("athleteId must be an athlete's id"),
  /** One of that athlete's services (their public profile lists them). */
  serviceId: z.string().uuid("serviceId must be a service's id"),
  amount: offerAmountField,
  message: offerMessageField,
  activityDate: isoDate.optional(),
  /** Days until the offer expires (default 7). */
  expiresInDays: z
    .number()
    .int()
    .min(OFFER_LIMITS.expiryDaysMin)
    .max(OFFER_LIMITS.expiryDaysMax)
    .optional(),
});
export type CreateOfferBody = z.infer<typeof createOfferSchema>;

/** POST /api/offers/{id}/actions. `counter` needs an amount; `decline` may carry a reason. */
export const offerActionSchema = z
  .strictObject({
    action: z.enum(OFFER_ACTIONS),
    amount: offerAmountField.optional(),
    message: offerMessageField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === "counter" && body.amount === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: MESSAGES.offerCounterNeedsAmount });
    }
    if (body.action !== "counter" && body.amount !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Only a counter carries an amount",
      });
    }
  });
export type OfferActionBody = z.infer<typeof offerActionSchema>;

/** POST /api/offers/{id}/messages. */
export const offerMessageSchema = z.strictObject({
  body: multiLineText({ error: MESSAGES.offerMessageEmpty })
    .max(OFFER_LIMITS.messageMaxLength, MESSAGES.offerMessageTooLong)
    .refine((text) => text.trim().length > 0, MESSAGES.offerMessageEmpty),
});
export type OfferMessageBody = z.infer<typeof offerMessageSchema>;

/** GET /api/offers query. */
export const offerListQuerySchema = z.strictObject({
  box: z.enum(OFFER_BOXES).default("received"),
  status: z.enum(OFFER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type OfferListQuery = z.input<typeof offerListQuerySchema>;

const person = z.object({ name: z.string() });

/** An offer as its parties see it; `history` only in GET /api/offers/{id} and after an action. */
export const offerSchema = z.object({
  id: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** The athlete's profile id, name and picture. */
  athlete: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** The business's name, or the individual's name; never a contact detail. */
  buyer: person.extend({ kind: z.enum(["Business", "Individual"]) }),
  /** `id` is null once the athlete removed the service; the name is kept as it was. */
  service: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The amount on the table now, in dollars: the latest offer or counter. */
  amount: z.number(),
  /** Who proposed `amount`. */
  amountBy: z.enum(["buyer", "athlete"]),
  activityDate: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who the viewer is to this offer. */
  viewerParty: z.enum(OFFER_PARTIES),
  /** What the viewer may do now (empty for operators and when the offer is closed). */
  viewerActions: z.array(z.enum(OFFER_ACTIONS)),
  /** Messages the viewer has not read. */
  unreadMessages: z.number().int(),
  /** True when the athlete has an agent who sees this offer too. */
  hasAgent: z.boolean(),
  /**
   * True while the athlete is a minor whose guardian has not (or no longer) consented: the offer
   * waits, and the athlete cannot accept it (issue 25). Optional: absent reads as false.
   */
  paused: z.boolean().optional(),
  /** True while an accepted offer of a minor waits for the guardian's confirmation (issue 25). */
  awaitingGuardian: z.boolean().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** One row of an offer's history, oldest first. */
export const offerHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(OFFER_HISTORY_KINDS),
  /** `system` for an expiry. */
  by: z.enum([...OFFER_PARTIES, "system"]),
  byName: z.string(),
  /** The amount offered or countered, in dollars. */
  amount: z.number().optional(),
  /** The offer's or counter's message, or a decline's reason (masked like any message). */
  message: z.string().optional(),
  at: z.string(),
});
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>;

export const offerDetailSchema = offerSchema.extend({ history: z.array(offerHistoryEntrySchema) });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const offerListSchema = z.object({
  list: z.array(offerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Offers in this box with unread messages or awaiting the viewer's move. */
  unread: z.number().int(),
});
export type OfferList = z.infer<typeof offerListSchema>;

/** One message of an offer's thread, oldest first; masked before acceptance when written. */
export const offerThreadMessageSchema = z.object({
  id: z.string(),
  from: z.enum(OFFER_PARTIES),
  authorName: z.string(),
  body: z.string(),
  at: z.string(),
  mine: z.boolean(),
});
export type OfferThreadMessage = z.infer<typeof offerThreadMessageSchema>;

/** GET /api/offers/{id}/messages: the whole thread, oldest first. */
export const offerThreadSchema = z.object({ list: z.array(offerThreadMessageSchema) });
export type OfferThread = z.infer<typeof offerThreadSchema>;

/**
 * GET /api/events (server-sent events): `event: offer` when an offer was made or moved, and
 * `event: message` when a message was written; `data` is this JSON. The page then re-reads the
 * offer; nothing private travels in the event.
 */
export const liveEventSchema = z.object({
  type: z.enum(["offer", "message"]),
  offerId: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** GET /api/offers/summary: what home shows of the signed-in person's offers. */
export const offerSummarySchema = z.object({
  /** Open offers waiting for the viewer's move (accept, counter, confirm …). */
  awaitingYou: z.number().int(),
  /** Open offers in which the other side has the move. */
  awaitingOthers: z.number().int(),
  /** Messages the viewer has not read, over all offers. */
  unreadMessages: z.number().int(),
  /**
   * Athletes only (for agents, over the athletes they represent): offers and counters turned away
   * as below the minimum in the last 30 days; how many, never from whom.
   */
  belowMinimumTurnedAway: z.number().int().optional(),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;
