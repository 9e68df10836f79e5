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
  type TokenPurpose,
} from "./one-time-tokens";

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
});
