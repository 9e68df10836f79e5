// Single use under a real race (DESIGN.md "Security": tokens are consumed with one conditional
// UPDATE; every transition is conditional on the current state). Several connections of one
// PostgreSQL pool use the same thing at the same moment, round after round: exactly one wins each
// time. PGlite serialises every statement, so only PostgreSQL can show this.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "@api/db/client";
import { users } from "@api/db/schema";
import { createTestDatabase, describeOnPostgres } from "@api-test/test-database";
import { discardUnconfirmedUser } from "./claim-account";
import { resubmitForReview } from "./account-changes";
import { completeHalfSession, findHalfSession } from "./half-sessions";
import { ALL_TOKEN_PURPOSES, consumeToken, issueToken } from "./one-time-tokens";
import {
  acceptOperatorInvitation,
  decideAccountStatus,
  issueOperatorInvitation,
} from "./operator-accounts";
import { enableTotp, saveTotpSetup, useRecoveryCode, useTotpStep } from "./second-factor";
import { startSession } from "./sessions";
import { insertUser } from "./users";

/** How many connections race, and how many times: a check-then-act loses at least one round. */
const RACERS = 5;
const ROUNDS = 8;
const ORIGIN = { device: "Firefox on Linux", network: "127.0.0.0/24" };

describeOnPostgres("single use under concurrent connections", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.close();
  });
  const now = () => new Date();

  /** Runs `attempt` RACERS times at once; answers how many won (`won` of its answer). */
  async function winners<T>(attempt: () => Promise<T>, won: (answer: T) => boolean) {
    const outcomes = await Promise.allSettled(Array.from({ length: RACERS }, attempt));
    return outcomes.filter((o) => o.status === "fulfilled" && won(o.value)).length;
  }
  let n = 0;
  async function person(values: Partial<typeof users.$inferInsert> = {}) {
    const user = await insertUser(database.db, {
      email: `race-${++n}-${Date.now()}@example.com`,
      role: "athlete",
      emailConfirmedAt: now(),
      ...values,
    });
    return user!.id;
  }
  async function withSecondFactor() {
    const userId = await person();
    await saveTotpSetup(database.db, userId, "JBSWY3DPEHPK3PXP");
    await enableTotp(database.db, userId, 10, ["recovery-one"], now());
    return userId;
  }

  it.each(ALL_TOKEN_PURPOSES)(
    "uses a %s token once, however many use it at once",
    async (purpose) => {
      for (let round = 0; round < ROUNDS; round++) {
        const token = await issueToken(database.db, purpose, now(), null, { round });
        const won = await winners(
          () => consumeToken(database.db, token, purpose, now()),
          (row) => row !== null,
        );
        expect(won, `round ${round}`).toBe(1);
      }
    },
  );

  it("accepts an operator invitation once: one account, the other clicks refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token } = await issueOperatorInvitation(
        database.db,
        `operator-${round}-${Date.now()}@example.com`,
        now(),
      );
      const values = { passwordHash: "x", firstName: "Olive", lastName: "Ops" };
      const won = await winners(
        () => acceptOperatorInvitation(database.db, token, values, now()),
        () => true,
      );
      expect(won, `round ${round}`).toBe(1);
    }
  });

  it("turns a half session into one full session, however many codes arrive at once", async () => {
    const userId = await withSecondFactor();
    for (let round = 0; round < ROUNDS; round++) {
      const { token } = await startSession(database.db, userId, now());
      const half = await findHalfSession(database.db, token, now());
      expect(half).toBeDefined();
      const won = await winners(
        () => completeHalfSession(database.db, half!, now(), ORIGIN),
        (full) => full !== null,
      );
      expect(won, `round ${round}`).toBe(1);
    }
  });

  it("accepts a TOTP time step once, and a recovery code once", async () => {
    const userId = await withSecondFactor();
    for (let round = 0; round < ROUNDS; round++) {
      const step = 100 + round;
      expect(
        await winners(() => useTotpStep(database.db, userId, step), Boolean),
        `step, round ${round}`,
      ).toBe(1);
    }
    for (let round = 0; round < ROUNDS; round++) {
      const id = await person();
      const code = `recovery-${round}`;
      await saveTotpSetup(database.db, id, "JBSWY3DPEHPK3PXP");
      await enableTotp(database.db, id, 1, [code], now());
      expect(
        await winners(() => useRecoveryCode(database.db, id, code, now()), Boolean),
        `code, round ${round}`,
      ).toBe(1);
    }
  });

  it("turns a second factor on once, with one set of recovery codes", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const userId = await person();
      await saveTotpSetup(database.db, userId, "JBSWY3DPEHPK3PXP");
      const won = await winners(
        () => enableTotp(database.db, userId, 5, [`code-${Math.random()}`], now()),
        Boolean,
      );
      expect(won, `round ${round}`).toBe(1);
    }
  });

  it("puts an account sent back for changes on the waiting list once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const userId = await person({ status: "changes_requested" });
      const won = await winners(
        () => resubmitForReview(database.db, userId),
        (user) => user !== undefined,
      );
      expect(won, `round ${round}`).toBe(1);
    }
  });

  it("moves an account by one operator's decision when two decide at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const userId = await person({ status: "pending" });
      const won = await winners(
        () =>
          database.db.transaction((tx) =>
            decideAccountStatus(tx, [userId], ["pending"], "approved", null),
          ),
        (moved) => moved.length === 1,
      );
      expect(won, `round ${round}`).toBe(1);
      const [row] = await database.db.select().from(users).where(eq(users.id, userId));
      expect(row?.status).toBe("approved");
    }
  });

  it("drops an unconfirmed account once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const userId = await person({ emailConfirmedAt: null });
      const won = await winners(() => discardUnconfirmedUser(database.db, userId), Boolean);
      expect(won, `round ${round}`).toBe(1);
    }
  });
});
