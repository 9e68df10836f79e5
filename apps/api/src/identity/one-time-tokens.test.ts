// One-time tokens (DESIGN.md "Security"): a token works for the one purpose it was issued for,
// and lives exactly its time: still accepted a moment before its deadline, refused from it on.
// The lifetimes are written out here as the design states them, not read from the code under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@api/db/client";
import { createTestDatabase, DATABASE_KINDS } from "@api-test/test-database";
import {
  ALL_TOKEN_PURPOSES,
  consumeToken,
  issueToken,
  peekToken,
  tokenPayloads,
  type TokenPurpose,
} from "./one-time-tokens";
import { insertUser } from "./users";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** DESIGN.md: reset 1 h, confirmation and invitation 24 h, OAuth hand-off 10 min; the rest by decision. */
const LIFETIMES: Record<TokenPurpose, number> = {
  email_confirmation: 24 * HOUR,
  password_reset: HOUR,
  oauth_state: 10 * MINUTE,
  oauth_handoff: 10 * MINUTE,
  email_change: 24 * HOUR,
  operator_invitation: 24 * HOUR,
  guardian_consent: 7 * DAY,
  guardian_withdraw: 365 * DAY,
  guardian_offer: 7 * DAY,
};

describe.each(DATABASE_KINDS)("one-time tokens on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const issuedAt = new Date("2026-03-01T12:00:00.000Z");
  const after = (ms: number) => new Date(issuedAt.getTime() + ms);

  it("knows a lifetime for every purpose there is", () => {
    expect([...ALL_TOKEN_PURPOSES].sort()).toEqual(Object.keys(LIFETIMES).sort());
  });

  it.each(ALL_TOKEN_PURPOSES)(
    "refuses a %s token for every other purpose, then still accepts it for its own",
    async (purpose) => {
      const token = await issueToken(database.db, purpose, issuedAt, null, { purpose });
      for (const other of ALL_TOKEN_PURPOSES.filter((p) => p !== purpose)) {
        expect(
          await peekToken(database.db, token, other, after(1)),
          `peeked as ${other}`,
        ).toBeNull();
        expect(
          await consumeToken(database.db, token, other, after(1)),
          `used as ${other}`,
        ).toBeNull();
      }
      expect(await consumeToken(database.db, token, purpose, after(1))).toEqual({
        userId: null,
        payload: { purpose },
      });
    },
  );

  it.each(ALL_TOKEN_PURPOSES)(
    "accepts a %s token until the last moment of its lifetime and refuses it from its deadline on",
    async (purpose) => {
      const lifetime = LIFETIMES[purpose];
      const justBefore = after(lifetime - 1);
      const atDeadline = after(lifetime);

      const late = await issueToken(database.db, purpose, issuedAt, null);
      expect(
        await peekToken(database.db, late, purpose, atDeadline),
        "peeked at the deadline",
      ).toBeNull();
      expect(
        await consumeToken(database.db, late, purpose, atDeadline),
        "used at the deadline",
      ).toBeNull();

      const inTime = await issueToken(database.db, purpose, issuedAt, null);
      expect(
        await peekToken(database.db, inTime, purpose, justBefore),
        "peeked just before",
      ).not.toBeNull();
      expect(
        await consumeToken(database.db, inTime, purpose, justBefore),
        "used just before",
      ).not.toBeNull();
      // Used once: never again, even in time.
      expect(await consumeToken(database.db, inTime, purpose, justBefore)).toBeNull();
    },
  );

  it("lets the OAuth hand-off be read and used only with the binding of the browser it was issued to", async () => {
    const token = await issueToken(
      database.db,
      "oauth_handoff",
      issuedAt,
      null,
      { email: "sam@example.com" },
      "binding-of-this-browser",
    );
    const other = "binding-of-another-browser";
    expect(await peekToken(database.db, token, "oauth_handoff", after(1), other)).toBeNull();
    expect(await consumeToken(database.db, token, "oauth_handoff", after(1), other)).toBeNull();
    // Reading it for the pre-fill shows what it carries and does not use it up.
    const own = "binding-of-this-browser";
    const carried = { userId: null, payload: { email: "sam@example.com" } };
    expect(await peekToken(database.db, token, "oauth_handoff", after(1), own)).toEqual(carried);
    expect(await consumeToken(database.db, token, "oauth_handoff", after(1), own)).toEqual(carried);
  });

  let people = 0;
  async function person() {
    const user = await insertUser(database.db, {
      email: `tokens-${kind}-${++people}@example.com`,
      role: "athlete",
      emailConfirmedAt: issuedAt,
    });
    return user!.id;
  }

  it("lists an account's token payloads of one purpose newest first: every one, or the live ones", async () => {
    const userId = await person();
    const change = (email: string) => ({ email, from: "old@example.com" });
    // Issued out of order: "newest" is when each was issued, not when it was written.
    await issueToken(database.db, "email_change", after(2000), userId, change("d@x.com"));
    const used = await issueToken(database.db, "email_change", issuedAt, userId, change("a@x.com"));
    await issueToken(database.db, "email_change", after(1000), userId, change("c@x.com"));
    const expired = after(-2 * DAY);
    await issueToken(database.db, "email_change", expired, userId, change("b@x.com"));
    expect(await consumeToken(database.db, used, "email_change", after(1))).not.toBeNull();
    // Neither another purpose nor another account's tokens.
    await issueToken(database.db, "password_reset", issuedAt, userId, change("e@x.com"));
    await issueToken(database.db, "email_change", issuedAt, await person(), change("f@x.com"));

    expect(await tokenPayloads(database.db, userId, "email_change")).toEqual(
      ["d@x.com", "c@x.com", "a@x.com", "b@x.com"].map(change),
    );
    expect(await tokenPayloads(database.db, userId, "email_change", after(3000))).toEqual(
      ["d@x.com", "c@x.com"].map(change),
    );
  });
});
