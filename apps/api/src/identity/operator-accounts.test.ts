// An operator's decision on the waiting list moves only the accounts it names that stand where it
// expects, and never an operator: checked on the database, without a server.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@api/db/client";
import { users } from "@api/db/schema";
import { DATABASE_KINDS, createTestDatabase } from "@api-test/test-database";
import { decideAccountStatus } from "./operator-accounts";
import { insertUser } from "./users";

describe.each(DATABASE_KINDS)("decideAccountStatus on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  let n = 0;
  async function account(values: Partial<typeof users.$inferInsert>) {
    const user = await insertUser(database.db, {
      email: `decide-${++n}-${Date.now()}@example.com`,
      role: "athlete",
      emailConfirmedAt: new Date(),
      ...values,
    });
    return user!.id;
  }
  const statusOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await database.db
          .select({ id: users.id, status: users.status })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((row) => [row.id, row.status]),
    );

  it("moves the named accounts that stand where expected, never an operator, and says from where", async () => {
    const waiting = await account({ status: "waiting" });
    const approved = await account({ status: "approved" });
    const operator = await account({ role: "operator", status: "waiting" });

    const moved = await decideAccountStatus(
      database.db,
      [waiting, approved, operator],
      ["waiting"],
      "approved",
      null,
    );

    expect(moved.map(({ user, from }) => [user.id, from])).toEqual([[waiting, "waiting"]]);
    expect(await statusOf([waiting, approved, operator])).toEqual({
      [waiting]: "approved",
      [approved]: "approved",
      [operator]: "waiting",
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, operator));
    expect(row?.statusMessage).toBeNull();
  });

  it("moves nothing for no accounts or no starting status", async () => {
    const waiting = await account({ status: "waiting" });
    expect(await decideAccountStatus(database.db, [], ["waiting"], "approved", null)).toEqual([]);
    expect(await decideAccountStatus(database.db, [waiting], [], "approved", null)).toEqual([]);
    expect(await statusOf([waiting])).toEqual({ [waiting]: "waiting" });
  });
});
