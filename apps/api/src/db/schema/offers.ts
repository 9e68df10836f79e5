import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { OFFER_HISTORY_KINDS, OFFER_PARTIES, OFFER_STATUSES } from "@lineup/shared";
import { users } from "./accounts";
import { createdAt, generatedId } from "./columns";
import { athleteProfiles, profiles, services } from "./profiles";

/**
 * Offers against an athlete's private minimum (issue 24, docs/decisions/0084). The minimum stays
 * in `services.price_cents`; nothing here copies it. Either party's deletion takes the offer with
 * it; a removed service leaves its name.
 */
export const offers = pgTable(
  "offers",
  {
    id: generatedId(),
    athleteId: uuid("athlete_id")
      .notNull()
      .references(() => athleteProfiles.profileId, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerProfileId: uuid("buyer_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    serviceName: text("service_name").notNull(),
    /** The amount on the table now (the latest offer or counter), in cents. */
    amountCents: integer("amount_cents").notNull(),
    amountBy: text("amount_by", { enum: ["buyer", "athlete"] }).notNull(),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("pending"),
    activityDate: date("activity_date", { mode: "string" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A minor's acceptance (issue 25, decision 0089): it becomes `accepted` only when both the
     * athlete and the guardian confirmed; each confirmation's time is kept here.
     */
    athleteConfirmedAt: timestamp("athlete_confirmed_at", { withTimezone: true }),
    guardianConfirmedAt: timestamp("guardian_confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("offers_buyer_idx").on(t.buyerId, t.updatedAt),
    index("offers_athlete_idx").on(t.athleteId, t.updatedAt),
    // The expiry worker's claim: open offers by deadline.
    index("offers_open_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'countered', 'awaiting_confirmation')`),
  ],
);

/**
 * Every step of an offer, oldest first: written in the transaction of the step. `actor_id` is
 * null for the system (expiry) and once the actor's account is deleted; the row itself stays.
 */
export const offerHistory = pgTable(
  "offer_history",
  {
    id: generatedId(),
    /** The order of the steps (two in one millisecond keep theirs). */
    seq: integer("seq").notNull().generatedAlwaysAsIdentity(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: OFFER_HISTORY_KINDS }).notNull(),
    party: text("party", { enum: [...OFFER_PARTIES, "system"] }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents"),
    /** The offer's or counter's message or a decline's reason, masked as written (0084). */
    message: text("message"),
    fromStatus: text("from_status", { enum: OFFER_STATUSES }),
    toStatus: text("to_status", { enum: OFFER_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("offer_history_offer_idx").on(t.offerId, t.seq)],
);

/** An offer's thread; bodies are stored masked when written before acceptance. */
export const offerMessages = pgTable(
  "offer_messages",
  {
    id: generatedId(),
    seq: integer("seq").notNull().generatedAlwaysAsIdentity(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    party: text("party", { enum: OFFER_PARTIES }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("offer_messages_offer_idx").on(t.offerId, t.seq)],
);

/** Until when a person has read an offer's thread: what unread counts compare with. */
export const offerReads = pgTable(
  "offer_reads",
  {
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.userId] })],
);

/**
 * Each offer or counter refused as below the minimum: who, to whom, when (never the amount). They
 * count toward the buyer's three per athlete in 30 days and the athlete's "turned away".
 */
export const offerBelowMinimum = pgTable(
  "offer_below_minimum",
  {
    id: generatedId(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    athleteId: uuid("athlete_id")
      .notNull()
      .references(() => athleteProfiles.profileId, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("offer_below_minimum_pair_idx").on(t.buyerId, t.athleteId, t.createdAt),
    index("offer_below_minimum_athlete_idx").on(t.athleteId, t.createdAt),
  ],
);

/** When a person was last e-mailed about an offer: at most one such e-mail an hour. */
export const offerEmailMarks = pgTable(
  "offer_email_marks",
  {
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.userId] })],
);

export type OfferRow = typeof offers.$inferSelect;
