import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ACCOUNT_ROLES, ACCOUNT_STATUSES } from "@lineup/shared";
import { createdAt, generatedId } from "./columns";

/** One person's account. `role` never comes from a body after sign-up (DESIGN.md security). */
export const users = pgTable(
  "users",
  {
    id: generatedId(),
    email: text("email").notNull().unique(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ACCOUNT_ROLES }).notNull(),
    profileType: text("profile_type", { enum: ["Athlete", "Individual", "Business"] }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    middleName: text("middle_name"),
    suffix: text("suffix"),
    businessName: text("business_name"),
    phoneNumber: text("phone_number"),
    /** Where the operator has put the account; everyone starts on the waiting list. */
    status: text("status", { enum: ACCOUNT_STATUSES }).notNull().default("pending"),
    /** The operator's message for `changes_requested` and `rejected`. */
    statusMessage: text("status_message"),
    /** Set when the congratulation e-mail was queued, so it goes once. */
    registrationCompletedAt: timestamp("registration_completed_at", { withTimezone: true }),
    /**
     * A business of a type in a category closed to minors (decision 0089): kept by triggers from
     * business_profiles and business_types (migration 0016), never written by the app.
     */
    closedToMinors: boolean("closed_to_minors").notNull().default(false),
    createdAt: createdAt(),
  },
  // The operator's waiting list: by status, newest or oldest first (migration 0008).
  (t) => [
    index("users_status_created_idx").on(t.status, t.createdAt),
    index("users_created_idx").on(t.createdAt),
  ],
);

/**
 * Server-side sessions; only the SHA-256 of the cookie's token is stored. `id` names a session in
 * answers (never the token). `device` and `network` are what the sessions list shows, refreshed
 * with `last_used_at` at most every few minutes (docs/decisions/0063).
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    id: uuid("id")
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    device: text("device"),
    network: text("network"),
    /** A half session: the password was right, the second factor is still owed. */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
    /**
     * The second factor was proved to start this session (a code at sign-in). Operator calls
     * need it (docs/decisions/0079).
     */
    factorVerified: boolean("factor_verified").notNull().default(false),
    /** Wrong second-factor codes given in this half session. */
    failedCodes: integer("failed_codes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Single-use tokens (confirmation, reset, OAuth state and hand-off, e-mail change), stored as
 * SHA-256 hashes and consumed by one conditional UPDATE.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", {
      enum: [
        "email_confirmation",
        "password_reset",
        "oauth_state",
        "oauth_handoff",
        "email_change",
        "operator_invitation",
        "guardian_consent",
        "guardian_withdraw",
        "guardian_offer",
      ],
    }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb("payload"),
    /** OAuth hand-off only: SHA-256 of the binding cookie set in the browser that came back. */
    bindingHash: text("binding_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Google and Facebook identities, keyed by (provider, subject). */
export const oauthIdentities = pgTable(
  "oauth_identities",
  {
    provider: text("provider", { enum: ["google", "facebook"] }).notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    /** The provider said it verified `email`; only such an identity may confirm or claim it. */
    emailVerified: boolean("email_verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_user_idx").on(t.userId)],
);

/** E-mails written in the same transaction as their cause, delivered later by the outbox worker. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** "smtp" when delivered, "kept" when no SMTP server is configured. */
    deliveredVia: text("delivered_via"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.sentAt, t.nextAttemptAt)],
);
